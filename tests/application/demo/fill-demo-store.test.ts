import { expect } from 'chai';
import { COMMAND_LINE_OPERATOR } from '../../../application/actor.js';
import { AddAdmin } from '../../../application/admins/add-admin.js';
import { CreateCompany } from '../../../application/companies/create-company.js';
import { AddCoordinator } from '../../../application/coordinators/add-coordinator.js';
import { DEMO_COMPANIES, DEMO_PASSWORDS, DEMO_STUDENTS } from '../../../application/demo/demo-plan.js';
import { demoFairOfSize } from '../../../application/demo/demo-fair-of-size.js';
import { DEMO_NEEDS_EMPTY_STORE, FillDemoStore } from '../../../application/demo/fill-demo-store.js';
import { CreatePanel } from '../../../application/panels/create-panel.js';
import type { PasswordHasher } from '../../../application/ports/security.js';
import { ChangeWalkingStatus } from '../../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../../application/walk-in/create-walk-in-interview.js';
import { companyQueue, panelQueue } from '../../../application/interviews/assign-interview-panel.js';
import { INTERVIEW_STATUSES } from '../../../domain/interview.js';
import { scheduleClash } from '../../../domain/interview-schedule.js';
import { PANEL_NAMES } from '../../../domain/panel-name.js';
import { MAX_SELECTED_COMPANIES } from '../../../domain/selection.js';
import { cvMediaType } from '../../../domain/upload.js';
import { anAdmin } from '../../support/builders.js';
import { fails, freshStorePerTest, storedBytes, succeeds, type FairStore } from '../../support/downloads-store.js';
import { TEST_SETTINGS } from '../../support/fair-operations-store.js';

/** Passwords "hashed" in the clear: the demo's rules, not argon2's cost, are under test here. */
const plainHasher: PasswordHasher = {
  hash: async (plain) => `plain:${plain}`,
  verify: async (hash, plain) => hash === `plain:${plain}`,
};

const wireDemo = ({ store, ids, clock, use }: FairStore, passwords = plainHasher) => {
  const ports = { passwords, events: store.events };
  return new FillDemoStore(
    {
      admins: store.admins,
      students: store.students,
      companies: store.companies,
      coordinators: store.coordinators,
      interviews: store.interviews,
      sequences: store.sequences,
      files: store.files,
      passwords,
      ids,
      clock,
      schedule: TEST_SETTINGS.scheduleDefaults,
    },
    {
      addAdmin: use(AddAdmin, ports),
      createCompany: use(CreateCompany, ports),
      addCoordinator: use(AddCoordinator, ports),
      createPanel: use(CreatePanel, ports),
      changeWalkingStatus: use(ChangeWalkingStatus, ports),
      createWalkInInterview: use(CreateWalkInInterview, ports),
    },
  );
};

describe('filling an empty store with the demo fair', () => {
  const fair = freshStorePerTest();

  it('adds the planned companies, coordinators, panels and confirmed students with CVs and selections', async () => {
    const summary = await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR));
    expect(summary).to.include({ companies: 3, coordinators: 3, panels: 7, students: 6, walkIns: 2 });

    const companies = await fair.store.companies.list();
    expect(companies.map((company) => company.username)).to.deep.equal(DEMO_COMPANIES.map((plan) => plan.username));
    for (const company of companies) {
      expect(company.panels.every((panel) => (PANEL_NAMES as readonly string[]).includes(panel))).to.equal(true);
      const panels = await fair.store.panels.listByCompany(company.id);
      expect(panels.map((panel) => panel.panelName)).to.have.members([...company.panels]);
      expect(await fair.store.coordinators.listByCompany(company.id)).to.have.length(1);
    }

    const students = await fair.store.students.listWithSelection();
    expect(students.map((student) => student.email)).to.have.members(DEMO_STUDENTS.map((plan) => plan.email));
    for (const student of students) {
      expect(student.emailConfirmed).to.equal(true);
      expect(student.passwordHash).to.equal(`plain:${DEMO_PASSWORDS.student}`);
      expect(cvMediaType((await storedBytes(fair.store, student.cvKey!))!)).to.equal('application/pdf');
    }
    const nova = companies.find((company) => company.username === 'nova')!;
    expect(nova.slotsFilled).to.equal(
      DEMO_STUDENTS.filter((plan) => plan.choices.some((c) => c.company === 'nova')).length,
    );
  });

  it('takes interviews through every state, with panels, queue places and times once assigned', async () => {
    const summary = await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR));
    expect(summary.interviews).to.deep.equal({ selected: 4, assigned: 3, ongoing: 2, finished: 1, 'no-show': 0 });
    const interviews = await fair.store.interviews.list({});
    expect(interviews).to.have.length(10);
    for (const interview of interviews) {
      if (interview.status === 'selected') {
        expect(interview).to.include({ panelId: null, queue: null, time: null });
      } else {
        expect(interview.panelId).to.be.a('string');
        expect(interview.queue).to.be.a('number');
        expect(interview.time?.getTime()).to.be.greaterThan(fair.clock.now().getTime());
      }
    }
    const datawise = (await fair.store.companies.list()).find((company) => company.username === 'datawise')!;
    expect(datawise.walkingStatus).to.equal(true);
    const walkIns = await fair.store.interviews.list({ companyId: datawise.id, walkIn: true });
    expect(walkIns.map((interview) => interview.status)).to.deep.equal(['selected', 'selected']);
  });

  it('names one account per role to sign in with', async () => {
    const summary = await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR));
    expect(
      summary.signIns.map((signIn) => [signIn.role, signIn.page, signIn.identifier, signIn.password]),
    ).to.deep.equal([
      ['admin', '/admin/sign-in', 'admin@demo.fair', DEMO_PASSWORDS.admin],
      ['coordinator', '/coordinator/sign-in', 'coordinator.nova@demo.fair', DEMO_PASSWORDS.coordinator],
      ['company', '/company/sign-in', 'nova', DEMO_PASSWORDS.company],
      ['student', '/', 'amaya@demo.fair', DEMO_PASSWORDS.student],
    ]);
  });

  it('refuses a store that has any account, with 409, and adds nothing', async () => {
    await fair.store.admins.add(anAdmin());
    const error = await fails(wireDemo(fair).execute(COMMAND_LINE_OPERATOR));
    expect(error).to.include({ kind: 'Conflict', message: DEMO_NEEDS_EMPTY_STORE });
    expect(await fair.store.companies.list()).to.deep.equal([]);
  });

  it('says which step failed when a port fails on the way', async () => {
    const failingHasher: PasswordHasher = {
      hash: async (plain) => {
        if (plain === DEMO_PASSWORDS.coordinator) throw new Error('hasher is down');
        return `plain:${plain}`;
      },
      verify: async () => false,
    };
    const error = await fails(wireDemo(fair, failingHasher).execute(COMMAND_LINE_OPERATOR));
    expect(error.kind).to.equal('Unexpected');
    expect(error.message).to.equal('coordinator of nova: Internal error');
    expect(error.kind === 'Unexpected' && String(error.cause)).to.include('hasher is down');
  });

  describe('of 50 students', () => {
    const fairOf50 = demoFairOfSize(50);

    it('adds every company with its panels and coordinator, and every student confirmed with a CV and a selection', async () => {
      const summary = await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      expect(summary).to.include({ companies: 60, coordinators: 60, panels: 120, students: 50 });
      expect(await fair.store.companies.list()).to.have.length(60);
      expect(await fair.store.coordinators.list()).to.have.length(60);
      const students = await fair.store.students.listWithSelection();
      expect(students).to.have.length(50);
      for (const student of students) {
        expect(student.emailConfirmed).to.equal(true);
        expect(cvMediaType((await storedBytes(fair.store, student.cvKey!))!)).to.equal('application/pdf');
        const entries = student.selection!.selectedCompaniesbyStudent;
        expect(entries.length).to.be.within(1, MAX_SELECTED_COMPANIES);
        expect(entries.map((entry) => entry.order)).to.deep.equal(entries.map((_, i) => i + 1));
        expect(new Set(entries.map((entry) => entry.companyId)).size).to.equal(entries.length);
      }
      const selecting = (companyId: string) =>
        students.filter((s) => s.selection!.selectedCompaniesbyStudent.some((e) => e.companyId === companyId)).length;
      for (const company of await fair.store.companies.list())
        expect(company.slotsFilled).to.equal(selecting(company.id));
    });

    it('stores as many interviews in each state as the summary says, every state present, walk-ins among them', async () => {
      const summary = await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      const interviews = await fair.store.interviews.list({});
      const planned = fairOf50.students.flatMap((s) => s.choices).filter((c) => c.interview !== undefined).length;
      expect(interviews).to.have.length(planned + summary.walkIns);
      for (const status of INTERVIEW_STATUSES.filter((each) => each !== 'cancelled')) {
        expect(
          interviews.filter((interview) => interview.status === status),
          status,
        ).to.have.length(summary.interviews[status]);
        expect(summary.interviews[status], status).to.be.greaterThan(0);
      }
      expect(interviews.filter((interview) => interview.walkIn)).to.have.length(summary.walkIns);
      expect(summary.walkIns).to.be.greaterThan(0);
    });

    it("gives every timed interview a time clear of its student's other interviews and its panel's, by the fair's schedule rules", async () => {
      await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      const interviews = await fair.store.interviews.list({});
      const holding = interviews.filter((interview) => interview.time !== null && interview.status !== 'no-show');
      expect(holding.length).to.be.greaterThan(0);
      for (const interview of holding) {
        expect(
          scheduleClash(interview, interview.time!, interviews, TEST_SETTINGS.scheduleDefaults),
          interview.id,
        ).to.equal(null);
        expect(interview.time!.getTime() % (5 * 60_000)).to.equal(0);
      }
    });

    it('records every state an interview went through in its history, in order, from its creation', async () => {
      await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      const path = {
        selected: ['selected'],
        assigned: ['selected', 'assigned'],
        ongoing: ['selected', 'assigned', 'ongoing'],
        finished: ['selected', 'assigned', 'ongoing', 'finished'],
        'no-show': ['selected', 'assigned', 'no-show'],
      } as const;
      for (const interview of await fair.store.interviews.list({ walkIn: false })) {
        expect(interview.status).to.not.equal('cancelled');
        if (interview.status === 'cancelled') continue;
        expect(interview.history.map((change) => change.status)).to.deep.equal(path[interview.status]);
        expect(interview.history[0]!.at).to.deep.equal(interview.createdAt);
        const times = interview.history.map((change) => change.at.getTime());
        expect(times, 'a day recorded in order').to.deep.equal([...times].sort((a, b) => a - b));
        expect(Math.max(...times)).to.be.at.most(fair.clock.now().getTime());
      }
    });

    it("hands out each company's and each panel's queue places from its counter, 1 up, so the next assignment takes the place after the last", async () => {
      await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      const interviews = (await fair.store.interviews.list({})).filter((interview) => interview.queue !== null);
      const counters = [
        ...[...new Set(interviews.map((interview) => interview.companyId))].map((id) => ({
          name: companyQueue(id),
          places: interviews.filter((interview) => interview.companyId === id).map((interview) => interview.queue!),
        })),
        ...[...new Set(interviews.map((interview) => interview.panelId!))].map((id) => ({
          name: panelQueue(id),
          places: interviews.filter((interview) => interview.panelId === id).map((interview) => interview.panelQueue!),
        })),
      ];
      for (const { name, places } of counters) {
        expect(
          [...places].sort((a, b) => a - b),
          name,
        ).to.deep.equal(places.map((_, i) => i + 1));
        expect(await fair.store.sequences.next(name), name).to.equal(places.length + 1);
      }
    });

    it("keeps each panel's queue in the order of the states: those called (finished or no-show) first, then the one ongoing, then those waiting", async () => {
      await succeeds(wireDemo(fair).execute(COMMAND_LINE_OPERATOR, fairOf50));
      const rank = { finished: 0, 'no-show': 0, ongoing: 1, assigned: 2 } as const;
      const interviews = await fair.store.interviews.list({});
      for (const panelId of new Set(interviews.flatMap((interview) => interview.panelId ?? []))) {
        const queue = interviews
          .filter((interview) => interview.panelId === panelId)
          .sort((a, b) => a.panelQueue! - b.panelQueue!)
          .map((interview) => rank[interview.status as keyof typeof rank]);
        expect(queue).to.deep.equal([...queue].sort((a, b) => a - b));
        expect(queue.filter((r) => r === rank.ongoing).length).to.be.at.most(1);
      }
    });
  });
});
