import { expect } from 'chai';
import { DEFAULT_SCHEDULE_RULES } from '../../domain/interview-schedule.js';
import {
  assignPanel,
  createInterview,
  createPanel,
  moveStatus,
  staffedCompany,
  studentSelecting,
  type InterviewAnswer,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { LiveReader } from '../support/live-reader.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

interface BulkRowAnswer {
  readonly _id: string;
  readonly done: boolean;
  readonly reason: string | null;
  readonly interview: InterviewAnswer | null;
}

interface BulkAnswer {
  readonly action: string;
  readonly done: number;
  readonly refused: number;
  readonly rows: readonly BulkRowAnswer[];
}

const STEP_MS = (DEFAULT_SCHEDULE_RULES.interviewMinutes + DEFAULT_SCHEDULE_RULES.bufferMinutes) * 60_000;

describe('Actions on chosen interviews over HTTP (POST /interview/bulk)', () => {
  let portal: TestPortal, admin: string;
  let acme: StaffedCompany, globex: StaffedCompany;

  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin({ LIVE_HEARTBEAT_SECONDS: '1' }));
    acme = await staffedCompany(portal, admin, { companyName: 'Acme Bulk' });
    globex = await staffedCompany(portal, admin, { companyName: 'Globex Bulk' });
  });
  after(() => portal.dispose());

  /** Interviews of new students with the company, not yet on a panel. */
  const interviewsOf = async (staffed: StaffedCompany, count: number): Promise<InterviewAnswer[]> => {
    const made: InterviewAnswer[] = [];
    for (let index = 0; index < count; index += 1) {
      const student = await studentSelecting(portal, [staffed.company]);
      made.push(await createInterview(portal, admin, student.id, staffed.company.id));
    }
    return made;
  };
  const panelOf = (staffed: StaffedCompany, name: string): Promise<PanelAnswer> =>
    createPanel(portal, staffed.coordinatorToken, staffed.company.id, name);
  const bulk = (body: object, token: string) => portal.api.post<BulkAnswer>('/interview/bulk', body, token);
  const ok = async (body: object, token: string): Promise<BulkAnswer> => {
    const answer = await bulk(body, token);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body.data;
  };
  const read = async (id: string) => {
    const all = await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin);
    return all.body.data.find((interview) => interview._id === id) ?? null;
  };
  const ids = (interviews: readonly InterviewAnswer[]) => interviews.map((interview) => interview._id);

  it("assigns a coordinator's chosen interviews one panel in one request, each placed in the queues as alone", async () => {
    const chosen = await interviewsOf(acme, 3);
    const panel = await panelOf(acme, 'Bulk A');
    const outcome = await ok({ action: 'assign-panel', ids: ids(chosen), panelID: panel._id }, acme.coordinatorToken);

    expect(outcome).to.deep.include({ action: 'assign-panel', done: 3, refused: 0 });
    expect(outcome.rows.map((row) => [row._id, row.done, row.reason])).to.deep.equal(
      ids(chosen).map((id) => [id, true, null]),
    );
    expect(outcome.rows.map((row) => row.interview?.panelID?.panelName)).to.deep.equal(['Bulk A', 'Bulk A', 'Bulk A']);
    expect(outcome.rows.map((row) => row.interview?.panelQueue)).to.deep.equal([1, 2, 3]);
    expect(outcome.rows.map((row) => row.interview?.status)).to.deep.equal(['assigned', 'assigned', 'assigned']);
  });

  it('gives the chosen interviews times one after the other from the start, at the interview length plus the buffer', async () => {
    const chosen = await interviewsOf(acme, 3);
    const panel = await panelOf(acme, 'Bulk Times');
    await ok({ action: 'assign-panel', ids: ids(chosen), panelID: panel._id }, acme.coordinatorToken);
    const start = '2099-03-02T10:00:00+05:30';
    const order = [chosen[2]!, chosen[0]!, chosen[1]!];
    const outcome = await ok({ action: 'set-time', ids: ids(order), start }, acme.coordinatorToken);

    expect(outcome).to.deep.include({ done: 3, refused: 0 });
    const first = Date.parse(start);
    expect(outcome.rows.map((row) => [row._id, row.interview?.time])).to.deep.equal(
      order.map((interview, index) => [interview._id, new Date(first + index * STEP_MS).toISOString()]),
    );
    expect((await read(order[1]!._id))?.time).to.equal(new Date(first + STEP_MS).toISOString());
  });

  it("refuses a time that clashes by the existing rules, answering the reason, and sets the others' times", async () => {
    const [busy, other] = await interviewsOf(acme, 2);
    const panel = await panelOf(acme, 'Bulk Clash');
    await ok({ action: 'assign-panel', ids: ids([busy!, other!]), panelID: panel._id }, acme.coordinatorToken);
    const start = '2099-03-03T09:00:00+05:30';
    // A third interview already holds the panel's second slot.
    const [holder] = await interviewsOf(acme, 1);
    await assignPanel(portal, acme.coordinatorToken, holder!._id, panel._id);
    const second = new Date(Date.parse(start) + STEP_MS).toISOString();
    await ok({ action: 'set-time', ids: [holder!._id], start: second }, acme.coordinatorToken);

    const outcome = await ok({ action: 'set-time', ids: ids([busy!, other!]), start }, acme.coordinatorToken);
    expect(outcome).to.deep.include({ done: 1, refused: 1 });
    expect(outcome.rows[0]).to.deep.include({ done: true });
    expect(outcome.rows[1]).to.deep.include({ done: false, interview: null });
    expect(outcome.rows[1]?.reason).to.match(/Bulk Clash/);
    expect((await read(other!._id))?.time).to.equal(null);
  });

  it('deletes the chosen interviews that have not started, refuses an ongoing one with its reason and keeps it', async () => {
    const [waiting, started, cancelled] = await interviewsOf(acme, 3);
    const panel = await panelOf(acme, 'Bulk Delete');
    await ok({ action: 'assign-panel', ids: ids([waiting!, started!]), panelID: panel._id }, acme.coordinatorToken);
    await moveStatus(portal, acme.coordinatorToken, started!._id, 'ongoing');
    const cancel = await portal.api.post(`/interview/cancel/${cancelled!._id}`, { reason: null }, admin);
    expect(cancel.status).to.equal(200);
    const live = await LiveReader.open(portal, acme.coordinatorToken);
    try {
      const outcome = await ok({ action: 'delete', ids: ids([waiting!, started!, cancelled!]) }, acme.coordinatorToken);
      expect(outcome).to.deep.include({ action: 'delete', done: 2, refused: 1 });
      expect(outcome.rows[1]).to.deep.include({
        _id: started!._id,
        done: false,
        reason:
          'Cannot delete an interview that is ongoing: only one that has not started, or a cancelled one, can be deleted',
      });
      expect(await read(waiting!._id)).to.equal(null);
      expect(await read(cancelled!._id)).to.equal(null);
      expect((await read(started!._id))?.status).to.equal('ongoing');
      await live.heard('interview.deleted', { interviewId: waiting!._id });
      await live.heard('interview.deleted', { interviewId: cancelled!._id });
    } finally {
      await live.close();
    }
  });

  it("refuses each of another company's interviews to a coordinator, changing nothing of them, while an admin acts on any", async () => {
    const [own] = await interviewsOf(acme, 1);
    const [theirs] = await interviewsOf(globex, 1);
    const outcome = await ok({ action: 'delete', ids: ids([theirs!, own!]) }, acme.coordinatorToken);
    expect(outcome).to.deep.include({ done: 1, refused: 1 });
    expect(outcome.rows[0]).to.deep.include({
      _id: theirs!._id,
      done: false,
      reason: 'This belongs to another company',
    });
    expect((await read(theirs!._id))?.status).to.equal('selected');

    const globexPanel = await panelOf(globex, 'Globex Desk');
    const byAdmin = await ok({ action: 'assign-panel', ids: [theirs!._id], panelID: globexPanel._id }, admin);
    expect(byAdmin.rows[0]?.interview?.panelID?.panelName).to.equal('Globex Desk');
  });

  it("refuses a coordinator another company's panel for the whole request, and an admin the panel on another company's interview", async () => {
    const [own] = await interviewsOf(acme, 1);
    const globexPanel = await panelOf(globex, 'Not Acme');
    const refused = await bulk(
      { action: 'assign-panel', ids: [own!._id], panelID: globexPanel._id },
      acme.coordinatorToken,
    );
    expect(refused.status).to.equal(403);
    expect((await read(own!._id))?.panelID).to.equal(null);

    const byAdmin = await ok({ action: 'assign-panel', ids: [own!._id], panelID: globexPanel._id }, admin);
    expect(byAdmin.rows[0]).to.deep.include({
      done: false,
      reason: "This panel is not one of the interview's company's panels",
    });
    expect((await read(own!._id))?.panelID).to.equal(null);
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const [one] = await interviewsOf(acme, 1);
    const tooMany = Array.from({ length: 501 }, (_, index) => index.toString(16).padStart(24, '0'));
    const cases: readonly [object, string][] = [
      [{ action: 'delete', ids: [] }, 'ids: Choose at least one interview'],
      [{ action: 'delete', ids: tooMany }, 'ids: Choose at most 500 interviews at a time'],
      [{ action: 'archive', ids: [one!._id] }, 'action: must be one of assign-panel, set-time, delete'],
      [{ action: 'delete', ids: [one!._id, one!._id] }, 'An interview is chosen twice'],
      [{ action: 'delete', ids: ['nope'] }, 'ids.0: must be a 24-hex id'],
      [{ action: 'assign-panel', ids: [one!._id] }, 'panelID: is required to assign a panel'],
      [{ action: 'set-time', ids: [one!._id] }, 'start: is required to set times'],
      [
        { action: 'set-time', ids: [one!._id], start: 'tomorrow' },
        'start: must be an ISO-8601 instant with its offset, e.g. 2026-03-01T10:30:00+05:30',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await bulk(body, acme.coordinatorToken);
      expect(answer.status, message).to.equal(400);
      expect(answer.body.message).to.equal(message);
    }
    const unknownPanel = await bulk({ action: 'assign-panel', ids: [one!._id], panelID: 'f'.repeat(24) }, admin);
    expect(unknownPanel.status).to.equal(404);
    expect(await read(one!._id)).to.deep.include({ status: 'selected', panelID: null, time: null });
  });

  it('is for coordinators and admins: 403 for a company and a student', async () => {
    const [one] = await interviewsOf(acme, 1);
    expect((await bulk({ action: 'delete', ids: [one!._id] }, acme.companyToken)).status).to.equal(403);
    const student = await studentSelecting(portal, [acme.company]);
    expect((await bulk({ action: 'delete', ids: [one!._id] }, student.token)).status).to.equal(403);
    expect(await read(one!._id)).to.not.equal(null);
  });

  it("keeps an admin's actions in the audit log, and a coordinator's deletions, each once, and nothing when all were refused", async () => {
    const entries = async (action: string) =>
      (
        await portal.api.get<{ items: { action: string; summary: string; role: string }[] }>('/admin/audit', admin, {
          text: action,
          page: 1,
        })
      ).body.data.items.filter((entry) => entry.action === action);
    const chosen = await interviewsOf(acme, 2);
    const panel = await panelOf(acme, 'Audited Bulk');
    await ok({ action: 'assign-panel', ids: ids(chosen), panelID: panel._id }, admin);
    expect((await entries('interviews.panel-assigned'))[0]?.summary).to.equal('Assigned 2 interviews to Audited Bulk');

    const coordinatorAssigned = (await entries('interviews.panel-assigned')).length;
    await ok({ action: 'assign-panel', ids: ids(chosen), panelID: panel._id }, acme.coordinatorToken);
    expect(await entries('interviews.panel-assigned')).to.have.length(coordinatorAssigned);

    const before = (await entries('interviews.deleted')).length;
    await moveStatus(portal, acme.coordinatorToken, chosen[0]!._id, 'ongoing');
    await ok({ action: 'delete', ids: [chosen[0]!._id] }, acme.coordinatorToken);
    expect(await entries('interviews.deleted')).to.have.length(before);
    await ok({ action: 'delete', ids: ids(chosen) }, acme.coordinatorToken);
    const [deletion] = await entries('interviews.deleted');
    expect(deletion?.role).to.equal('coordinator');
    expect(deletion?.summary).to.match(/^Deleted 1 interview: .+ with Acme Bulk; 1 interview refused$/);
  });
});
