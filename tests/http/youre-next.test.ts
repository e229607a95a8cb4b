import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOutbox, type OutboxMail } from '../e2e/support/outbox.js';
import {
  assignPanel,
  createInterview,
  moveStatus,
  queueOfTwo,
  staffedCompany,
  studentSelecting,
} from '../support/fair-operations.js';
import { LiveReader } from '../support/live-reader.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';

const youreNextMailsTo = async (portal: TestPortal, email: string): Promise<OutboxMail[]> =>
  (await readOutbox(portal.dataDir)).filter(
    (mail) => mail.to.toLowerCase().includes(email) && mail.subject.startsWith("You're next"),
  );

describe('"You\'re next": the student at the head of a panel\'s waiting queue is called once', () => {
  let dataDir: string;
  let portal: TestPortal;
  const readers: LiveReader[] = [];
  const listen = async (token: string) => {
    const reader = await LiveReader.open(portal, token);
    readers.push(reader);
    return reader;
  };

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-next-'));
    portal = await startTestPortal({ DATA_DIR: dataDir });
  });
  afterEach(async () => {
    await Promise.all(readers.splice(0).map((reader) => reader.close()));
  });
  after(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('calls the next student on the live stream and by one e-mail naming company, panel and time, once: not again when the current interview finishes, nor after a restart', async () => {
    const admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const staffed = await staffedCompany(portal, admin);
    const { first, second, created } = await queueOfTwo(portal, admin, staffed);
    const secondHears = await listen(second.token);
    const staffHears = await listen(staffed.coordinatorToken);
    const otherStudentHears = await listen(first.student.token);

    await moveStatus(portal, staffed.coordinatorToken, first.interview._id, 'ongoing');

    const called = await secondHears.heard('interview.next', { interviewId: created._id });
    expect(called.data).to.deep.equal({
      kind: 'interview.next',
      interviewId: created._id,
      companyId: staffed.company.id,
      studentId: second.id,
      panelId: first.panel._id,
      companyName: staffed.company.companyName,
      panelName: first.panel.panelName,
      time: '2026-03-01T05:30:00.000Z',
    });
    await staffHears.heard('interview.next', { interviewId: created._id });
    await portal.notifications.settled();
    const [mail, ...more] = await youreNextMailsTo(portal, second.email);
    expect(more).to.deep.equal([]);
    expect(mail?.subject).to.equal(`You're next at ${staffed.company.companyName} (${first.panel.panelName})`);
    expect(mail?.text)
      .to.include(`Company: ${staffed.company.companyName}`)
      .and.include(`Panel: ${first.panel.panelName}`)
      .and.include('Time: Sun 1 Mar, 11:00');
    expect(
      otherStudentHears.events.filter((event) => event.kind === 'interview.next' && event.studentId === second.id),
    ).to.deep.equal([]);

    await moveStatus(portal, staffed.coordinatorToken, first.interview._id, 'finished');
    await staffHears.heard('interview.moved', { interviewId: first.interview._id, status: 'finished' });
    await portal.notifications.settled();
    expect(await youreNextMailsTo(portal, second.email)).to.have.length(1);

    await Promise.all(readers.splice(0).map((reader) => reader.close()));
    await portal.stop();
    portal = await startTestPortal({ DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    // Tokens outlive a restart: the same coordinator and admin go on.
    const afterRestart = await listen(staffed.coordinatorToken);
    const third = await studentSelecting(portal, [staffed.company]);
    const late = await createInterview(portal, admin, third.id, staffed.company.id);
    await assignPanel(portal, staffed.coordinatorToken, late._id, first.panel._id);
    await afterRestart.heard('interview.panel-assigned', { interviewId: late._id });
    await portal.notifications.settled();

    expect(afterRestart.events.filter((event) => event.kind === 'interview.next')).to.deep.equal([]);
    expect(await youreNextMailsTo(portal, second.email)).to.have.length(1);
  });
});
