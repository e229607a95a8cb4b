import { expect } from 'chai';
import {
  assignedInterview,
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  setInterviewTime,
  staffedCompany,
  studentSelecting,
  type InterviewAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startFairOfTwoCompanies } from '../support/fair-of-two-companies.js';
import type { TestPortal } from '../support/portal-harness.js';

describe('Interviews over HTTP: creating and moving them', () => {
  let portal: TestPortal, adminToken: string, acme: StaffedCompany, globex: StaffedCompany;
  before(async () => ({ portal, adminToken, acme, globex } = await startFairOfTwoCompanies()));
  after(() => portal.dispose());

  const allForAdmin = async () =>
    (await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', adminToken)).body.data;
  const stored = async (id: string) => (await allForAdmin()).find((interview) => interview._id === id);

  describe('POST /interview/create', () => {
    it("creates a selected interview without panel, queue or time for a company in the student's selection", async () => {
      const student = await studentSelecting(portal, [acme.company]);
      const answer = await portal.api.post<InterviewAnswer>(
        '/interview/create',
        // The spec's client also sends these; the server decides them itself.
        { student: student.id, company: acme.company.id, status: 'finished', queue: 1, panelQueue: 1, time: '10:00' },
        adminToken,
      );
      expect(answer.status).to.equal(201);
      expect(answer.body.message).to.equal('Interview created successfully!');
      expect(answer.body.data).to.deep.include({
        status: 'selected',
        panelID: null,
        queue: null,
        panelQueue: null,
        time: null,
        walkIn: false,
      });
      expect(answer.body.data.student._id).to.equal(student.id);
      expect(answer.body.data.company._id).to.equal(acme.company.id);
      expect(await stored(answer.body.data._id)).to.deep.equal(answer.body.data);
    });

    it('refuses a second interview for the same student and company with 409, also when racing', async () => {
      const student = await studentSelecting(portal, [acme.company]);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          portal.api.post('/interview/create', { student: student.id, company: acme.company.id }, adminToken),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).to.deep.equal([201, 409, 409, 409, 409, 409]);
      const conflict = answers.find((answer) => answer.status === 409);
      expect(conflict?.body.message).to.equal('This student already has an interview with this company');
      const again = await portal.api.post(
        '/interview/create',
        { student: student.id, company: acme.company.id },
        adminToken,
      );
      expect(again.status).to.equal(409);
      expect((await allForAdmin()).filter((interview) => interview.student._id === student.id)).to.have.length(1);
    });

    it("refuses a company outside the student's selection with 409 and a clear message", async () => {
      const student = await studentSelecting(portal, [acme.company]);
      const answer = await portal.api.post(
        '/interview/create',
        { student: student.id, company: globex.company.id },
        adminToken,
      );
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal("This company is not in the student's selection");
    });

    it('answers unknown ids with 404, malformed ones and operator objects with 400, and other roles with 403', async () => {
      const student = await studentSelecting(portal, [acme.company]);
      const unknown = 'ffffffffffffffffffffffff';
      const post = (body: unknown, token = adminToken) => portal.api.post('/interview/create', body, token);
      expect((await post({ student: unknown, company: acme.company.id })).status).to.equal(404);
      expect((await post({ student: student.id, company: unknown })).status).to.equal(404);
      expect((await post({ student: { $ne: null }, company: acme.company.id })).status).to.equal(400);
      expect((await post({ student: student.id })).status).to.equal(400);
      expect((await post({ student: student.id, company: acme.company.id }, acme.coordinatorToken)).status).to.equal(
        403,
      );
      expect((await post({ student: student.id, company: acme.company.id }, student.token)).status).to.equal(403);
    });
  });

  describe('POST /interview/update/{id}: assigning a panel', () => {
    it('assigns the interview, giving it the next places in the company and in the panel', async () => {
      const company = await staffedCompany(portal, adminToken);
      const panel = await createPanel(portal, company.coordinatorToken, company.company.id, 'Panel A');
      const first = await assignedInterview(portal, adminToken, company, panel);
      const student = await studentSelecting(portal, [company.company]);
      const created = await createInterview(portal, adminToken, student.id, company.company.id);

      const answer = await portal.api.post<InterviewAnswer>(
        `/interview/update/${created._id}`,
        { panelID: panel._id },
        company.coordinatorToken,
      );

      expect(answer.status).to.equal(200);
      expect(first.interview).to.deep.include({ status: 'assigned', queue: 1, panelQueue: 1 });
      expect(answer.body.data).to.deep.include({ status: 'assigned', queue: 2, panelQueue: 2 });
      expect(answer.body.data.panelID).to.deep.equal({ _id: panel._id, panelName: 'Panel A' });
    });

    it('gives many assignments made at the same moment distinct places', async () => {
      const company = await staffedCompany(portal, adminToken);
      const panel = await createPanel(portal, company.coordinatorToken, company.company.id, 'Busy Panel');
      const interviews: InterviewAnswer[] = [];
      for (let i = 0; i < 12; i++) {
        const student = await studentSelecting(portal, [company.company]);
        interviews.push(await createInterview(portal, adminToken, student.id, company.company.id));
      }

      const assigned = await Promise.all(
        interviews.map((interview) => assignPanel(portal, company.coordinatorToken, interview._id, panel._id)),
      );

      const queues = assigned.map((interview) => interview.queue);
      const panelQueues = assigned.map((interview) => interview.panelQueue);
      expect(new Set(queues).size).to.equal(12);
      expect(new Set(panelQueues).size).to.equal(12);
      expect([...queues].sort((a, b) => (a ?? 0) - (b ?? 0))).to.deep.equal(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
    });

    it('moves an assigned interview to another panel with a new panel place and the same company place', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      const other = await createPanel(
        portal,
        acme.coordinatorToken,
        acme.company.id,
        `Other ${interview._id.slice(-6)}`,
      );
      const moved = await assignPanel(portal, acme.coordinatorToken, interview._id, other._id);
      expect(moved).to.deep.include({ status: 'assigned', queue: interview.queue, panelQueue: 1 });
      expect(moved.panelID?._id).to.equal(other._id);
    });

    it("refuses another company's panel or interview with 403, changing nothing", async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      const globexPanel = await createPanel(portal, globex.coordinatorToken, globex.company.id, 'Globex Panel');
      const viaOtherPanel = await portal.api.post(
        `/interview/update/${interview._id}`,
        { panelID: globexPanel._id },
        acme.coordinatorToken,
      );
      expect(viaOtherPanel.status).to.equal(403);
      const byOtherCoordinator = await portal.api.post(
        `/interview/update/${interview._id}`,
        { panelID: globexPanel._id },
        globex.coordinatorToken,
      );
      expect(byOtherCoordinator.status).to.equal(403);
      expect(await stored(interview._id)).to.deep.equal(interview);
    });

    it('refuses an ongoing interview with 409, unknown ids with 404 and bad input with 400', async () => {
      const { interview, panel } = await assignedInterview(portal, adminToken, acme);
      await moveStatus(portal, acme.coordinatorToken, interview._id, 'ongoing');
      const post = (id: string, body: unknown) =>
        portal.api.post(`/interview/update/${id}`, body, acme.coordinatorToken);
      const ongoing = await post(interview._id, { panelID: panel._id });
      expect(ongoing.status).to.equal(409);
      expect(ongoing.body.message).to.equal('Cannot assign a panel to an interview that is ongoing');
      expect((await post('ffffffffffffffffffffffff', { panelID: panel._id })).status).to.equal(404);
      expect((await post(interview._id, { panelID: 'ffffffffffffffffffffffff' })).status).to.equal(404);
      expect((await post(interview._id, { panelID: { $ne: null } })).status).to.equal(400);
      expect((await post(interview._id, {})).status).to.equal(400);
      expect((await post('nope', { panelID: panel._id })).status).to.equal(400);
      expect(
        (await portal.api.post(`/interview/update/${interview._id}`, { panelID: panel._id }, acme.companyToken)).status,
      ).to.equal(403);
    });
  });

  describe('POST /interview/set-time/{id}', () => {
    it('stores an instant with offset as UTC and clears it with null', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      const timed = await setInterviewTime(portal, acme.coordinatorToken, interview._id, '2026-03-01T10:30:00+05:30');
      expect(timed.time).to.equal('2026-03-01T05:00:00.000Z');
      expect((await stored(interview._id))?.time).to.equal('2026-03-01T05:00:00.000Z');
      const cleared = await setInterviewTime(portal, acme.coordinatorToken, interview._id, null);
      expect(cleared.time).to.equal(null);
    });

    it('refuses a time without offset, a bare HH:MM, an impossible date, a missing time or an object with 400', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      for (const body of [
        { time: '2026-03-01T10:30:00' },
        { time: '10:30' },
        { time: '2026-02-30T10:30:00Z' },
        {},
        { time: { $gt: '' } },
      ]) {
        const answer = await portal.api.post<{ fields: Record<string, string> }>(
          `/interview/set-time/${interview._id}`,
          body,
          acme.coordinatorToken,
        );
        expect(answer.status, JSON.stringify(body)).to.equal(400);
        expect(answer.body.data.fields).to.have.property('time');
      }
      expect((await stored(interview._id))?.time).to.equal(null);
    });

    it("refuses another company's coordinator and the company itself with 403", async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      const body = { time: '2026-03-01T05:00:00Z' };
      expect(
        (await portal.api.post(`/interview/set-time/${interview._id}`, body, globex.coordinatorToken)).status,
      ).to.equal(403);
      expect((await portal.api.post(`/interview/set-time/${interview._id}`, body, acme.companyToken)).status).to.equal(
        403,
      );
      expect((await stored(interview._id))?.time).to.equal(null);
    });
  });

  describe('POST /interview/update-status/{id}', () => {
    it('follows Make Ongoing, Mark As Done and Back to queue, by the coordinator or the company', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      expect((await moveStatus(portal, acme.coordinatorToken, interview._id, 'ongoing')).status).to.equal('ongoing');
      expect((await moveStatus(portal, acme.companyToken, interview._id, 'finished')).status).to.equal('finished');
      const back = await moveStatus(portal, acme.coordinatorToken, interview._id, 'assigned');
      expect(back).to.deep.include({ status: 'assigned', queue: interview.queue, panelQueue: interview.panelQueue });
    });

    it('refuses an illegal move with 409 naming both states, changing nothing', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      const answer = await portal.api.post(
        `/interview/update-status/${interview._id}`,
        { status: 'finished' },
        acme.companyToken,
      );
      expect(answer.status).to.equal(409);
      expect(answer.body).to.include({
        error: 'CONFLICT',
        message: 'Cannot move an interview from assigned to finished',
      });
      expect((await stored(interview._id))?.status).to.equal('assigned');
    });

    it('refuses a selected interview moving on without a panel', async () => {
      const student = await studentSelecting(portal, [acme.company]);
      const created = await createInterview(portal, adminToken, student.id, acme.company.id);
      const answer = await portal.api.post(
        `/interview/update-status/${created._id}`,
        { status: 'ongoing' },
        acme.companyToken,
      );
      expect(answer.status).to.equal(409);
      expect(answer.body.message).to.equal('Cannot move an interview from selected to ongoing');
    });

    it('refuses a status outside the list or of the wrong type with 400', async () => {
      const { interview } = await assignedInterview(portal, adminToken, acme);
      for (const status of ['done', '', { $ne: 'x' }, 3]) {
        const answer = await portal.api.post<{ fields: Record<string, string> }>(
          `/interview/update-status/${interview._id}`,
          { status },
          acme.companyToken,
        );
        expect(answer.status, JSON.stringify(status)).to.equal(400);
        expect(answer.body.data.fields.status).to.equal(
          'status: must be one of selected, assigned, ongoing, finished, no-show',
        );
      }
    });

    it("refuses another company's interview with 403, and students and admins by role", async () => {
      const { interview, student } = await assignedInterview(portal, adminToken, acme);
      const move = (token: string) =>
        portal.api.post(`/interview/update-status/${interview._id}`, { status: 'ongoing' }, token);
      expect((await move(globex.companyToken)).status).to.equal(403);
      expect((await move(globex.coordinatorToken)).status).to.equal(403);
      expect((await move(student.token)).status).to.equal(403);
      expect((await move(adminToken)).status).to.equal(403);
      expect(
        (
          await portal.api.post(
            '/interview/update-status/ffffffffffffffffffffffff',
            { status: 'ongoing' },
            acme.companyToken,
          )
        ).status,
      ).to.equal(404);
      expect((await stored(interview._id))?.status).to.equal('assigned');
    });
  });
});
