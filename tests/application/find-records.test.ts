import { expect } from 'chai';
import {
  ACCOUNT_GONE,
  findCompany,
  findInterview,
  findPanel,
  findStudent,
  NOT_FOUND_MESSAGES,
} from '../../application/find-records.js';
import { anId } from '../support/builders.js';
import { fails, freshFairWorld, succeeds } from '../support/fair-operations-store.js';

describe('finding a record by id (one wording per missing kind)', () => {
  const world = freshFairWorld();

  it('answers the stored record', async () => {
    const company = await world().company();
    const student = await world().student();
    const panel = await world().panelOf(company);
    const interview = await world().interview(student, company);
    const { companies, students, panels, interviews } = world().store;
    expect((await succeeds(findCompany(companies, company.id))).id).to.equal(company.id);
    expect((await succeeds(findStudent(students, student.id))).id).to.equal(student.id);
    expect((await succeeds(findPanel(panels, panel.id))).id).to.equal(panel.id);
    expect((await succeeds(findInterview(interviews, interview.id))).id).to.equal(interview.id);
  });

  it('answers NotFound with the kind’s message for an unknown id', async () => {
    const { companies, students, panels, interviews } = world().store;
    expect(await fails(findCompany(companies, anId()))).to.deep.equal({
      kind: 'NotFound',
      message: 'Company not found',
    });
    expect(await fails(findStudent(students, anId()))).to.deep.equal({
      kind: 'NotFound',
      message: 'Student not found',
    });
    expect(await fails(findPanel(panels, anId()))).to.deep.equal({ kind: 'NotFound', message: 'Panel not found' });
    expect(await fails(findInterview(interviews, anId()))).to.deep.equal({
      kind: 'NotFound',
      message: 'Interview not found',
    });
    expect(NOT_FOUND_MESSAGES.company).to.equal('Company not found');
    expect(ACCOUNT_GONE).to.equal('This account no longer exists');
  });
});
