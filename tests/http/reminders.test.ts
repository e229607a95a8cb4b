import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatEventTime } from '../../domain/event-time.js';
import { readOutbox, type OutboxMail } from '../e2e/support/outbox.js';
import { assignedInterview, setInterviewTime, staffedCompany } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, startTestPortal, type TestPortal } from '../support/portal-harness.js';

const MINUTE = 60_000;

const remindersTo = async (portal: TestPortal, email: string): Promise<OutboxMail[]> =>
  (await readOutbox(portal.dataDir)).filter(
    (mail) => mail.to.toLowerCase().includes(email) && mail.subject.startsWith('Reminder:'),
  );

describe('Interview reminders: an e-mail REMINDER_MINUTES before each timed interview, once', () => {
  let dataDir: string;
  let portal: TestPortal, admin: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-reminders-'));
    ({ portal, admin } = await startPortalWithFirstAdmin({ DATA_DIR: dataDir, REMINDER_MINUTES: '15' }));
  });
  after(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reminds the student of an interview timed within REMINDER_MINUTES, naming company, panel and time, once, even across a restart', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { interview, panel, student } = await assignedInterview(portal, admin, staffed);
    const soon = new Date(Date.now() + 10 * MINUTE);
    await setInterviewTime(portal, staffed.coordinatorToken, interview._id, soon.toISOString());

    await portal.notifications.sendDueReminders();
    await portal.notifications.sendDueReminders();

    const [mail, ...more] = await remindersTo(portal, student.email);
    expect(more).to.deep.equal([]);
    expect(mail?.subject).to.equal(
      `Reminder: your interview with ${staffed.company.companyName} at ${formatEventTime(soon, 'Asia/Colombo')}`,
    );
    expect(mail?.text).to.include(`Panel: ${panel.panelName}`);

    await portal.stop();
    portal = await startTestPortal({ DATA_DIR: dataDir, REMINDER_MINUTES: '15', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await portal.notifications.sendDueReminders();

    expect(await remindersTo(portal, student.email)).to.have.length(1);
  });

  it('waits while the interview is further away than REMINDER_MINUTES', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { interview, student } = await assignedInterview(portal, admin, staffed);
    await setInterviewTime(
      portal,
      staffed.coordinatorToken,
      interview._id,
      new Date(Date.now() + 40 * MINUTE).toISOString(),
    );

    await portal.notifications.sendDueReminders();

    expect(await remindersTo(portal, student.email)).to.deep.equal([]);
  });

  it('sends none to a student who turned them off on POST /student/reminders, and shows the choice on their account', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { interview, student } = await assignedInterview(portal, admin, staffed);

    const off = await portal.api.post<{ remindersOff: boolean }>(
      '/student/reminders',
      { remindersOff: true },
      student.token,
    );
    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    expect(off.body.data.remindersOff).to.equal(true);
    expect(
      (await portal.api.get<{ remindersOff: boolean }>('/student/single', student.token)).body.data.remindersOff,
    ).to.equal(true);

    await setInterviewTime(
      portal,
      staffed.coordinatorToken,
      interview._id,
      new Date(Date.now() + 5 * MINUTE).toISOString(),
    );
    await portal.notifications.sendDueReminders();
    expect(await remindersTo(portal, student.email)).to.deep.equal([]);

    const on = await portal.api.post<{ remindersOff: boolean }>(
      '/student/reminders',
      { remindersOff: false },
      student.token,
    );
    expect(on.body.data.remindersOff).to.equal(false);
    await portal.notifications.sendDueReminders();
    expect(await remindersTo(portal, student.email)).to.have.length(1);
  });

  it("makes the student's polled account read change with the switch (no stale 304)", async () => {
    const staffed = await staffedCompany(portal, admin);
    const { student } = await assignedInterview(portal, admin, staffed);
    const account = (ifNoneMatch?: string) =>
      fetch(`${portal.api.base}/student/single`, {
        headers: { Authorization: `Bearer ${student.token}`, ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) },
      });
    // The student's queue is told it moved a moment after the assignment: the tag settles once it is.
    let tag = '';
    for (let read = 0; read < 50 && (tag === '' || (await account(tag)).status !== 304); read += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      tag = (await account()).headers.get('ETag') ?? '';
    }
    expect((await account(tag)).status).to.equal(304);

    await portal.api.post('/student/reminders', { remindersOff: true }, student.token);

    const after = await account(tag);
    expect(after.status).to.equal(200);
    expect(((await after.json()) as { data: { remindersOff: boolean } }).data.remindersOff).to.equal(true);
  });

  it('takes the switch only from the student, as a true or false remindersOff', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { student } = await assignedInterview(portal, admin, staffed);

    expect((await portal.api.post('/student/reminders', { remindersOff: 'yes' }, student.token)).status).to.equal(400);
    expect(
      (await portal.api.post('/student/reminders', { remindersOff: true, role: 'admin' }, student.token)).status,
    ).to.equal(400);
    expect(
      (await portal.api.post('/student/reminders', { remindersOff: true }, staffed.coordinatorToken)).status,
    ).to.equal(403);
    expect((await portal.api.post('/student/reminders', { remindersOff: true })).status).to.equal(401);
  });
});
