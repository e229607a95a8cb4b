import { expect } from 'chai';
import { readCalendar } from '../support/calendar-reader.js';
import {
  assignedInterview,
  setInterviewTime,
  staffedCompany,
  type StaffedCompany,
} from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

const on = (hhmm: string) => new Date(`2099-03-02T${hhmm}:00+05:30`).toISOString();
const FAIR_DAY = { date: '2099-03-02', opens: '09:00', closes: '17:00' };

interface Settings {
  readonly interviewMinutes: number;
  readonly bufferMinutes: number;
}

describe('The interview length and buffer in the fair settings over HTTP', () => {
  let portal: TestPortal, admin: string, acme: StaffedCompany;
  before(async () => {
    // The installation's configuration gives 40-minute interviews 10 minutes apart.
    ({ portal, admin } = await startPortalWithFirstAdmin({ INTERVIEW_MINUTES: '40', BUFFER_MINUTES: '10' }));
    acme = await staffedCompany(portal, admin);
  });
  after(() => portal.dispose());

  const settings = async () => (await portal.api.get<Settings>('/admin/fair-settings', admin)).body.data;
  const save = (body: Record<string, unknown>) => portal.api.post<Settings>('/admin/fair-settings', body, admin);
  const setTime = (id: string, time: string) =>
    portal.api.post(`/interview/set-time/${id}`, { time }, acme.coordinatorToken);

  it("are the installation's INTERVIEW_MINUTES and BUFFER_MINUTES until an admin saves the fair's own", async () => {
    expect(await settings()).to.include({ interviewMinutes: 40, bufferMinutes: 10 });

    const saved = await save({ interviewMinutes: 20, bufferMinutes: 0 });
    expect(saved.status).to.equal(200);
    expect(saved.body.data).to.include({ interviewMinutes: 20, bufferMinutes: 0 });
    expect(await settings()).to.include({ interviewMinutes: 20, bufferMinutes: 0 });
  });

  it('keeps the saved length and buffer when a save leaves them out, and the audit log says them', async () => {
    await save({ interviewMinutes: 30, bufferMinutes: 5 });
    expect((await save({ allowedEmailDomains: [] })).status).to.equal(200);
    expect(await settings()).to.include({ interviewMinutes: 30, bufferMinutes: 5 });
    const audit = await portal.api.get<{ items: { summary: string }[] }>('/admin/audit', admin, {
      text: 'fair-settings.saved',
    });
    expect(audit.body.data.items[0]?.summary).to.contain(
      "interviews of 30 minutes, 5 minutes between a student's interviews",
    );
  });

  it('refuses a length or a buffer out of bounds with 400 and a message for each, changing nothing', async () => {
    await save({ interviewMinutes: 30, bufferMinutes: 5, allowedEmailDomains: [] });
    const refused = await save({ interviewMinutes: 4, bufferMinutes: 121, allowedEmailDomains: ['uni.test'] });
    expect(refused.status).to.equal(400);
    expect(refused.body.data).to.deep.equal({
      fields: {
        interviewMinutes: 'An interview lasts a whole number of minutes from 5 to 240',
        bufferMinutes: "The time between a student's interviews is a whole number of minutes from 0 to 120",
      },
    });
    expect((await save({ interviewMinutes: 25.5 })).status).to.equal(400);
    expect((await save({ bufferMinutes: 'ten' })).status).to.equal(400);
    expect(await settings()).to.deep.include({ interviewMinutes: 30, bufferMinutes: 5, allowedEmailDomains: [] });
  });

  it("times interviews by the fair's length: Set Time's clash check, Next free and the calendar file", async () => {
    await save({ interviewMinutes: 20, bufferMinutes: 0, fairDays: [] });
    const first = await assignedInterview(portal, admin, acme);
    const second = await assignedInterview(portal, admin, acme, first.panel);
    const third = await assignedInterview(portal, admin, acme, first.panel);
    await setInterviewTime(portal, acme.coordinatorToken, first.interview._id, on('10:00'));

    const clash = await setTime(second.interview._id, on('10:19'));
    expect(clash.status).to.equal(409);
    expect(clash.body.message).to.match(/an interview lasts 20 minutes$/);
    expect((await setTime(second.interview._id, on('10:20'))).status).to.equal(200);

    const proposal = await portal.api.get<{ time: string }>(
      `/interview/free-time/${third.interview._id}`,
      acme.coordinatorToken,
      { from: on('10:00') },
    );
    expect(proposal.body.data.time).to.equal(on('10:40'));

    const file = await portal.api.download('/interview/calendar.ics', acme.coordinatorToken);
    const events = readCalendar(file.bytes.toString()).events;
    expect(events.find((event) => event.start === on('10:00'))?.end).to.equal(on('10:20'));
  });

  it('plans a bulk schedule at the length plus the buffer, and refuses a preview applied after they changed', async () => {
    await save({ interviewMinutes: 15, bufferMinutes: 5, fairDays: [FAIR_DAY] });
    const company = await staffedCompany(portal, admin);
    const first = await assignedInterview(portal, admin, company);
    await assignedInterview(portal, admin, company, first.panel);

    const preview = await portal.api.get<{ planned: { time: string }[]; fingerprint: string }>(
      '/schedule/preview',
      company.coordinatorToken,
    );
    const times = preview.body.data.planned.map((row) => new Date(row.time).getTime()).sort((a, b) => a - b);
    expect(times).to.have.length(2);
    expect(times[1]! - times[0]!).to.equal(20 * 60_000);

    await save({ interviewMinutes: 30, bufferMinutes: 5, fairDays: [FAIR_DAY] });
    const stale = await portal.api.post(
      '/schedule/apply',
      { fingerprint: preview.body.data.fingerprint },
      company.coordinatorToken,
    );
    expect(stale.status).to.equal(409);
    expect(stale.body.message).to.equal('The interviews changed since this preview; preview again');
  });
});
