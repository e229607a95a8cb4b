import { expect } from 'chai';
import {
  assignedInterview,
  assignPanel,
  createInterview,
  createPanel,
  setInterviewTime,
  staffedCompany,
  studentSelecting,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { ACME_ROBOTICS_AND_GLOBEX_POWER, startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';

// 10:00 on the fair's clock (Asia/Colombo, +05:30).
const at = (hhmm: string) => `2099-03-01T${hhmm}:00+05:30`;

describe('Clash-free interview times over HTTP', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(
    async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies(ACME_ROBOTICS_AND_GLOBEX_POWER)),
  );
  after(() => portal.dispose());

  const setTime = (token: string, id: string, time: string | null) =>
    portal.api.post(`/interview/set-time/${id}`, { time }, token);

  /** One student with an assigned interview at each of the two companies. */
  const studentAtBoth = async () => {
    const student = await studentSelecting(portal, [acme.company, globex.company]);
    const interviews = [];
    for (const company of [acme, globex]) {
      const created = await createInterview(portal, adminToken, student.id, company.company.id);
      const panel = await createPanel(
        portal,
        company.coordinatorToken,
        company.company.id,
        `P ${created._id.slice(-6)}`,
      );
      interviews.push(await assignPanel(portal, company.coordinatorToken, created._id, panel._id));
    }
    return { student, atAcme: interviews[0]!, atGlobex: interviews[1]! };
  };

  it("refuses with 409 a time within 25 minutes plus 5 of the student's interview elsewhere, naming company and time", async () => {
    const { atAcme, atGlobex } = await studentAtBoth();
    await setInterviewTime(portal, acme.coordinatorToken, atAcme._id, at('10:00'));

    const refused = await setTime(globex.coordinatorToken, atGlobex._id, at('10:29'));
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal(
      "This student already has an interview with Acme Robotics at Sun 1 Mar, 10:00; a student's interviews start at least 30 minutes apart",
    );
    expect((await setTime(globex.coordinatorToken, atGlobex._id, at('09:31'))).status).to.equal(409);
    expect((await setTime(globex.coordinatorToken, atGlobex._id, at('10:30'))).status).to.equal(200);
  });

  it('refuses with 409 a time overlapping another interview of the same panel, naming its student', async () => {
    const first = await assignedInterview(portal, adminToken, acme);
    const second = await assignedInterview(portal, adminToken, acme, first.panel);
    await setInterviewTime(portal, acme.coordinatorToken, first.interview._id, at('11:00'));

    const refused = await setTime(acme.coordinatorToken, second.interview._id, at('11:24'));
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.match(
      new RegExp(`^${first.panel.panelName} already interviews .+ at Sun 1 Mar, 11:00; an interview lasts 25 minutes$`),
    );
    expect((await setTime(acme.coordinatorToken, second.interview._id, at('11:25'))).status).to.equal(200);
  });

  it('keeps a refused time unset, lets an interview keep its own time, and always lets a time be cleared', async () => {
    const first = await assignedInterview(portal, adminToken, acme);
    const second = await assignedInterview(portal, adminToken, acme, first.panel);
    await setInterviewTime(portal, acme.coordinatorToken, first.interview._id, at('12:00'));
    await setTime(acme.coordinatorToken, second.interview._id, at('12:10'));

    expect((await setInterviewTime(portal, acme.coordinatorToken, second.interview._id, null)).time).to.equal(null);
    expect((await setTime(acme.coordinatorToken, first.interview._id, at('12:05'))).status).to.equal(200);
  });

  it('follows INTERVIEW_MINUTES and BUFFER_MINUTES', async () => {
    const other = await startTestPortal({ INTERVIEW_MINUTES: '40', BUFFER_MINUTES: '10' });
    try {
      const admin = await other.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      const company = await staffedCompany(other, admin);
      const first = await assignedInterview(other, admin, company);
      const second = await assignedInterview(other, admin, company, first.panel);
      await setInterviewTime(other, company.coordinatorToken, first.interview._id, at('10:00'));
      const refused = await other.api.post(
        `/interview/set-time/${second.interview._id}`,
        { time: at('10:39') },
        company.coordinatorToken,
      );
      expect(refused.body.message).to.match(/an interview lasts 40 minutes$/);
      expect((await setInterviewTime(other, company.coordinatorToken, second.interview._id, at('10:40'))).time).to.be.a(
        'string',
      );
    } finally {
      await other.dispose();
    }
  });

  describe('GET /interview/free-time/{id}', () => {
    it('proposes the first time free on the panel and for the student, from the time asked', async () => {
      const { atAcme, atGlobex } = await studentAtBoth();
      const globexPanel = { ...atGlobex.panelID!, company: globex.company.id };
      const neighbour = await assignedInterview(portal, adminToken, globex, globexPanel);
      await setInterviewTime(portal, acme.coordinatorToken, atAcme._id, at('14:00'));
      await setInterviewTime(portal, globex.coordinatorToken, neighbour.interview._id, at('14:30'));

      const proposal = await portal.api.get<{ time: string }>(
        `/interview/free-time/${atGlobex._id}`,
        globex.coordinatorToken,
        { from: at('14:00') },
      );
      expect(proposal.status).to.equal(200);
      expect(proposal.body.data.time).to.equal(new Date(at('15:00')).toISOString());
      expect(
        (await setInterviewTime(portal, globex.coordinatorToken, atGlobex._id, proposal.body.data.time)).time,
      ).to.equal(proposal.body.data.time);
    });

    it("proposes a time after midnight on the fair's clock that Set Time then takes", async () => {
      const { atAcme, atGlobex } = await studentAtBoth();
      const globexPanel = { ...atGlobex.panelID!, company: globex.company.id };
      const neighbour = await assignedInterview(portal, adminToken, globex, globexPanel);
      await setInterviewTime(portal, acme.coordinatorToken, atAcme._id, at('23:40'));
      await setInterviewTime(portal, globex.coordinatorToken, neighbour.interview._id, '2099-03-02T00:10:00+05:30');

      const proposal = await portal.api.get<{ time: string }>(
        `/interview/free-time/${atGlobex._id}`,
        globex.coordinatorToken,
        { from: at('23:45') },
      );
      expect(proposal.body.data.time).to.equal(new Date('2099-03-02T00:40:00+05:30').toISOString());
      const set = await setTime(globex.coordinatorToken, atGlobex._id, proposal.body.data.time);
      expect(set.status).to.equal(200);
      expect((set.body.data as { time: string }).time).to.equal(proposal.body.data.time);
    });

    it("refuses another company's interview with 403", async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      expect((await portal.api.get(`/interview/free-time/${interview._id}`, globex.coordinatorToken)).status).to.equal(
        403,
      );
    });
  });
});
