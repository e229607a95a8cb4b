import { expect } from 'chai';
import { readOutbox, waitForMail } from '../e2e/support/outbox.js';
import {
  assignPanel,
  choose,
  createInterview,
  createPanel,
  setInterviewTime,
  staffedCompany,
  submitSelection,
  type InterviewAnswer,
  type PanelAnswer,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { registerConfirmedStudent, type ConfirmedStudent } from '../support/student-accounts.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

const on = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const FAIR_DAYS = [
  { date: '2099-03-02', opens: '09:00', closes: '17:00' },
  { date: '2099-03-03', opens: '10:00', closes: '13:00' },
];
const STALE = 'The interviews changed since this preview; preview again';
const MINUTES = 60_000;

interface PlannedRow {
  readonly interviewId: string;
  readonly studentName: string;
  readonly indexNumber: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly panelId: string;
  readonly panelName: string;
  readonly time: string;
}
interface Preview {
  readonly companyId: string | null;
  readonly planned: readonly PlannedRow[];
  readonly unplaced: readonly {
    readonly interviewId: string;
    readonly studentName: string;
    readonly indexNumber: string;
    readonly reason: string;
  }[];
  readonly fingerprint: string;
}
interface Applied {
  readonly scheduled: number;
  readonly unplaced: number;
  readonly changedMeanwhile: number;
}

describe('Scheduling in bulk over HTTP (GET /schedule/preview, POST /schedule/apply)', () => {
  let portal: TestPortal, admin: string;
  before(async () => {
    ({ portal, admin } = await startPortalWithFirstAdmin());
    expect((await portal.api.post('/admin/fair-settings', { fairDays: FAIR_DAYS }, admin)).status).to.equal(200);
  });
  after(() => portal.dispose());

  const preview = async (token: string, companyId?: string) => {
    const answer = await portal.api.get<Preview>(
      '/schedule/preview',
      token,
      companyId === undefined ? {} : { companyId },
    );
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body.data;
  };
  const apply = (token: string, body: { companyId?: string; fingerprint: string }) =>
    portal.api.post<Applied>('/schedule/apply', body, token);
  const interviewsOf = async (company: StaffedCompany) =>
    (await portal.api.get<InterviewAnswer[]>('/admin/all-for-admin', admin, { company: company.company.id })).body.data;

  /** A student who selected the company (choosing the panel named, else the company's first offered) and was given an interview there. */
  const interviewAt = async (
    staffed: StaffedCompany,
    selectedPanel?: string,
    student?: ConfirmedStudent,
  ): Promise<{ student: ConfirmedStudent; interview: InterviewAnswer }> => {
    const who = student ?? (await registerConfirmedStudent(portal));
    if (student === undefined) await submitSelection(portal, who.token, [choose(staffed.company, selectedPanel)]);
    return { student: who, interview: await createInterview(portal, admin, who.id, staffed.company.id) };
  };
  const panel = (staffed: StaffedCompany, name: string): Promise<PanelAnswer> =>
    createPanel(portal, staffed.coordinatorToken, staffed.company.id, name);

  it("previews without writing, then gives each its chosen panel (else the least loaded) and a time in the panel's hours, clear of the student's other interviews", async () => {
    const acme = await staffedCompany(portal, admin);
    const globex = await staffedCompany(portal, admin);
    const software = await panel(acme, 'Software Engineering');
    const robotics = await panel(acme, 'Robotics');
    const roboticsHours = [{ date: '2099-03-02', opens: '14:00', closes: '15:00' }];
    await portal.api.post(`/panel/hours/${robotics._id}`, { hours: roboticsHours }, acme.coordinatorToken);
    // The first student is also interviewed at Globex at 09:00 on the first day.
    const busy = await registerConfirmedStudent(portal);
    await submitSelection(portal, busy.token, [choose(acme.company, 'Software Engineering'), choose(globex.company)]);
    const atGlobex = await createInterview(portal, admin, busy.id, globex.company.id);
    const globexPanel = await panel(globex, 'Globex panel');
    await assignPanel(portal, globex.coordinatorToken, atGlobex._id, globexPanel._id);
    await setInterviewTime(portal, globex.coordinatorToken, atGlobex._id, on('2099-03-02', '09:00').toISOString());
    const choosing = [await interviewAt(acme, 'Software Engineering', busy)];
    for (let i = 0; i < 2; i++) choosing.push(await interviewAt(acme, 'Software Engineering'));
    const free = await interviewAt(acme, 'DevOps');
    const before = await interviewsOf(acme);

    const planned = await preview(acme.coordinatorToken);
    expect(await interviewsOf(acme)).to.deep.equal(before);
    expect(planned.companyId).to.equal(acme.company.id);
    expect(planned.unplaced).to.deep.equal([]);
    expect(planned.planned.map((row) => [row.interviewId, row.panelName])).to.deep.equal([
      ...choosing.map(({ interview }) => [interview._id, 'Software Engineering']),
      [free.interview._id, 'Robotics'],
    ]);
    expect(planned.planned[0]!.studentName).to.match(/^A\.B\. Student\d+$/);
    expect(planned.planned[0]).to.include({
      indexNumber: busy.indexNumber,
      companyName: acme.company.companyName,
      panelId: software._id,
    });

    const applied = await apply(acme.coordinatorToken, { fingerprint: planned.fingerprint });
    expect(applied.status).to.equal(200);
    expect(applied.body.data).to.deep.equal({
      companyId: acme.company.id,
      scheduled: 4,
      unplaced: 0,
      changedMeanwhile: 0,
    });
    expect(applied.body.message).to.equal('4 interviews scheduled');

    const after = await interviewsOf(acme);
    const byId = new Map(after.map((one) => [one._id, one]));
    for (const row of planned.planned) {
      expect(byId.get(row.interviewId)).to.include({ status: 'assigned', time: row.time });
      expect(byId.get(row.interviewId)?.panelID?._id).to.equal(row.panelId);
    }
    const onSoftware = choosing.map(({ interview }) => byId.get(interview._id)!);
    expect(onSoftware.map((one) => one.panelQueue)).to.deep.equal([1, 2, 3]);
    expect(after.map((one) => one.queue).sort()).to.deep.equal([1, 2, 3, 4]);
    const times = onSoftware.map((one) => new Date(one.time!).getTime()).sort((a, b) => a - b);
    times.slice(1).forEach((time, index) => expect(time - times[index]!).to.be.at.least(25 * MINUTES));
    for (const time of times) {
      expect(time).to.be.at.least(on('2099-03-02', '09:00').getTime());
      expect(time + 25 * MINUTES).to.be.at.most(on('2099-03-02', '17:00').getTime());
    }
    const busyTime = new Date(byId.get(choosing[0]!.interview._id)!.time!).getTime();
    expect(Math.abs(busyTime - on('2099-03-02', '09:00').getTime())).to.be.at.least(30 * MINUTES);
    const roboticsTime = new Date(byId.get(free.interview._id)!.time!).getTime();
    expect(roboticsTime).to.equal(on('2099-03-02', '14:00').getTime());

    const mail = await waitForMail(
      portal.dataDir,
      free.student.email,
      0,
      10_000,
      'Your interview with ' + acme.company.companyName,
    );
    expect(mail.text).to.contain('panel: Robotics');
    const audit = await portal.api.get<{
      items: { action: string; role: string; summary: string; targets: string[] }[];
    }>('/admin/audit', admin, { text: 'interviews.scheduled' });
    expect(audit.body.data.items.filter((entry) => entry.targets.includes(acme.company.id))).to.deep.equal([
      {
        ...audit.body.data.items.find((entry) => entry.targets.includes(acme.company.id)),
        action: 'interviews.scheduled',
        role: 'coordinator',
        summary: `Scheduled 4 interviews with ${acme.company.companyName} (a panel and a time each)`,
      },
    ]);
  });

  it('leaves the interviews it cannot place with the reason, and schedules only what is left when run again', async () => {
    const acme = await staffedCompany(portal, admin);
    const waiting = [await interviewAt(acme), await interviewAt(acme)];

    const withoutPanels = await preview(admin, acme.company.id);
    expect(withoutPanels.planned).to.deep.equal([]);
    expect(withoutPanels.unplaced).to.deep.equal(
      waiting.map(({ interview }) => ({
        interviewId: interview._id,
        studentName: withoutPanels.unplaced.find((row) => row.interviewId === interview._id)!.studentName,
        indexNumber: withoutPanels.unplaced.find((row) => row.interviewId === interview._id)!.indexNumber,
        companyId: acme.company.id,
        companyName: acme.company.companyName,
        reason: 'The company has no panel yet',
      })),
    );
    const nothing = await apply(admin, { companyId: acme.company.id, fingerprint: withoutPanels.fingerprint });
    expect(nothing.body.data).to.include({ scheduled: 0, unplaced: 2 });

    await panel(acme, 'Panel A');
    const first = await preview(admin, acme.company.id);
    expect(first.planned).to.have.length(2);
    expect((await apply(admin, { companyId: acme.company.id, fingerprint: first.fingerprint })).body.data).to.include({
      scheduled: 2,
    });
    const late = await interviewAt(acme);

    const again = await preview(admin, acme.company.id);
    expect(again.planned.map((row) => row.interviewId)).to.deep.equal([late.interview._id]);
    expect((await apply(admin, { companyId: acme.company.id, fingerprint: again.fingerprint })).body.data).to.include({
      scheduled: 1,
    });
    expect((await preview(admin, acme.company.id)).planned).to.deep.equal([]);
    expect((await interviewsOf(acme)).every((one) => one.time !== null && one.panelID !== null)).to.equal(true);
  });

  it('refuses with 409 a preview applied after the interviews changed, writing nothing, and applies a new preview', async () => {
    const acme = await staffedCompany(portal, admin);
    const onPanel = await panel(acme, 'Panel A');
    const [moved] = [await interviewAt(acme), await interviewAt(acme)];
    const stale = await preview(acme.coordinatorToken);
    await assignPanel(portal, acme.coordinatorToken, moved!.interview._id, onPanel._id);
    const before = await interviewsOf(acme);
    const scheduleMails = async () =>
      (await readOutbox(portal.dataDir)).filter(
        (mail) => mail.subject === `Your interview with ${acme.company.companyName}`,
      );

    const refused = await apply(acme.coordinatorToken, { fingerprint: stale.fingerprint });
    expect(refused.status).to.equal(409);
    expect(refused.body.message).to.equal(STALE);
    expect(await interviewsOf(acme)).to.deep.equal(before);
    expect(await scheduleMails()).to.deep.equal([]);

    const fresh = await preview(acme.coordinatorToken);
    expect((await apply(acme.coordinatorToken, { fingerprint: fresh.fingerprint })).body.data).to.include({
      scheduled: 2,
    });
  });

  it('lets a coordinator schedule only their own company, and only an administrator the whole fair', async () => {
    const acme = await staffedCompany(portal, admin);
    const globex = await staffedCompany(portal, admin);
    await panel(acme, 'Panel A');
    await panel(globex, 'Panel G');
    const atAcme = await interviewAt(acme);
    const atGlobex = await interviewAt(globex);

    const other = await portal.api.get('/schedule/preview', acme.coordinatorToken, { companyId: globex.company.id });
    expect(other.status).to.equal(403);
    const fingerprint = (await preview(admin, globex.company.id)).fingerprint;
    const refused = await apply(acme.coordinatorToken, { companyId: globex.company.id, fingerprint });
    expect(refused.status).to.equal(403);
    expect((await interviewsOf(globex)).every((one) => one.time === null)).to.equal(true);
    expect((await portal.api.get('/schedule/preview', globex.companyToken)).status).to.equal(403);
    expect((await portal.api.get('/schedule/preview', atAcme.student.token)).status).to.equal(403);
    expect((await apply(atAcme.student.token, { fingerprint })).status).to.equal(403);
    const malformed = await portal.api.post('/schedule/apply', { fingerprint: '' }, admin);
    expect(malformed.status).to.equal(400);

    const fair = await preview(admin);
    expect(fair.companyId).to.equal(null);
    const ids = fair.planned.map((row) => row.interviewId);
    expect(ids).to.include.members([atAcme.interview._id, atGlobex.interview._id]);
    const applied = await apply(admin, { fingerprint: fair.fingerprint });
    expect(applied.body.data.scheduled).to.equal(ids.length);
    expect((await preview(admin)).planned).to.deep.equal([]);
  });
});
