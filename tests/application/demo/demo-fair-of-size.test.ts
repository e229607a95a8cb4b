import { expect } from 'chai';
import {
  DEMO_FAIR_COMPANIES,
  DEMO_FAIR_PANELS_PER_COMPANY,
  demoFairOfSize,
  MAX_DEMO_COMPANIES,
  MAX_DEMO_STUDENTS,
} from '../../../application/demo/demo-fair-of-size.js';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';
import { JOB_AREAS } from '../../../domain/job-area.js';
import { PANEL_NAMES } from '../../../domain/panel-name.js';
import { MAX_SELECTED_COMPANIES, validateSelection } from '../../../domain/selection.js';
import { validateSignUp } from '../../../domain/sign-up.js';

describe('a demo fair of a chosen size', () => {
  const fair = demoFairOfSize(50);
  const companyNamed = new Map(fair.companies.map((company) => [company.username, company]));

  it('has 60 companies, each with two of the domain panels, job areas and its own coordinator', () => {
    expect(fair.companies).to.have.length(DEMO_FAIR_COMPANIES);
    expect(companyNamed.size).to.equal(DEMO_FAIR_COMPANIES);
    expect(new Set(fair.companies.map((company) => company.coordinator.email)).size).to.equal(DEMO_FAIR_COMPANIES);
    for (const company of fair.companies) {
      expect(new Set(company.panels).size).to.equal(DEMO_FAIR_PANELS_PER_COMPANY);
      expect(company.panels.every((panel) => (PANEL_NAMES as readonly string[]).includes(panel))).to.equal(true);
      expect(company.areas.every((area) => (JOB_AREAS as readonly string[]).includes(area))).to.equal(true);
    }
  });

  it('has the students asked for, each able to sign up: distinct e-mails and index numbers', () => {
    expect(fair.students).to.have.length(50);
    expect(new Set(fair.students.map((student) => student.email)).size).to.equal(50);
    expect(new Set(fair.students.map((student) => student.indexNumber)).size).to.equal(50);
    for (const student of fair.students) {
      expect(validateSignUp({ ...student, password: 'long enough' })._tag).to.equal('Right');
    }
  });

  it('gives every student a selection within the rules: one to ten distinct companies, each with one of its panels', () => {
    for (const student of fair.students) {
      expect(student.choices.length).to.be.within(1, MAX_SELECTED_COMPANIES);
      const entries = student.choices.map((choice, i) => ({
        companyId: choice.company,
        companyName: companyNamed.get(choice.company)!.companyName,
        selectedPanel: choice.panel,
        order: i + 1,
      }));
      const checked = validateSelection({
        interestedArea: student.interestedArea,
        selectedCompaniesbyStudent: entries,
      });
      expect(checked._tag, student.email).to.equal('Right');
      for (const choice of student.choices) expect(companyNamed.get(choice.company)!.panels).to.include(choice.panel);
    }
  });

  it('plans interviews in every state, at most one ongoing per panel, and walk-ins only where open and not already interviewing', () => {
    const choices = fair.students.flatMap((student) => student.choices);
    const stages = choices.flatMap((choice) => (choice.interview === undefined ? [] : [choice.interview]));
    // Every state a coordinator moves an interview to; the demo cancels none.
    expect(new Set(stages)).to.deep.equal(new Set(INTERVIEW_STATUSES.filter((status) => status !== 'cancelled')));
    const ongoingPerPanel = new Map<string, number>();
    for (const choice of choices) {
      if (choice.interview !== 'ongoing') continue;
      const key = `${choice.company}/${choice.panel}`;
      ongoingPerPanel.set(key, (ongoingPerPanel.get(key) ?? 0) + 1);
    }
    expect(Math.max(...ongoingPerPanel.values())).to.equal(1);

    const walkIns = fair.students.filter((student) => student.walkIn !== undefined);
    expect(walkIns).to.have.length.greaterThan(0);
    for (const student of walkIns) {
      expect(companyNamed.get(student.walkIn!)!.walkInOpen).to.equal(true);
      const interviewing = student.choices.filter((choice) => choice.interview !== undefined).map((c) => c.company);
      expect(interviewing).to.not.include(student.walkIn);
    }
  });

  it('asks each company for as many interviews as it plans', () => {
    for (const company of fair.companies) {
      const planned = fair.students.flatMap((student) =>
        student.choices.filter((choice) => choice.company === company.username && choice.interview !== undefined),
      );
      expect(company.numberOfInterviews, company.username).to.equal(planned.length);
    }
  });

  it('is the same fair every time for the same number of students', () => {
    expect(demoFairOfSize(50)).to.deep.equal(fair);
  });

  it('has as many companies as asked, up to the largest fair, each with a name, username and coordinator of its own', () => {
    const large = demoFairOfSize(50, MAX_DEMO_COMPANIES);
    expect(large.companies).to.have.length(MAX_DEMO_COMPANIES);
    for (const field of ['username', 'companyName'] as const) {
      expect(new Set(large.companies.map((company) => company[field])).size).to.equal(MAX_DEMO_COMPANIES);
    }
    expect(new Set(large.companies.map((company) => company.coordinator.email)).size).to.equal(MAX_DEMO_COMPANIES);
    expect(() => demoFairOfSize(50, MAX_DEMO_COMPANIES + 1)).to.throw(RangeError);
    expect(() => demoFairOfSize(50, MAX_SELECTED_COMPANIES - 1)).to.throw(RangeError);
  });

  it(`takes 1 to ${MAX_DEMO_STUDENTS} students, and nothing else`, () => {
    expect(() => demoFairOfSize(0)).to.throw(RangeError);
    expect(() => demoFairOfSize(MAX_DEMO_STUDENTS + 1)).to.throw(RangeError);
    expect(() => demoFairOfSize(2.5)).to.throw(RangeError);
    expect(demoFairOfSize(1).students).to.have.length(1);
  });
});
