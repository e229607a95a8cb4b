import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_TEXTS } from '../../domain/fair-message.js';
import { readOutbox } from '../e2e/support/outbox.js';
import { assignedInterview, createPanel, staffedCompany } from '../support/fair-operations.js';
import { startPortalWithFirstAdmin, type TestPortal } from '../support/portal-harness.js';

interface SentAnswer {
  readonly message: { readonly _id: string; readonly subject: string; readonly from: string };
  readonly recipients: number;
}

describe('Messages to students (POST /messages, GET /student/messages)', () => {
  let dataDir: string;
  let portal: TestPortal, admin: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-messages-'));
    ({ portal, admin } = await startPortalWithFirstAdmin({ DATA_DIR: dataDir }));
  });
  after(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("takes a coordinator's message to one of its panels to that queue's students, on their list and by e-mail once", async () => {
    const staffed = await staffedCompany(portal, admin);
    const { panel, student } = await assignedInterview(portal, admin, staffed);

    const sent = await portal.api.post<SentAnswer>(
      '/messages',
      {
        audience: { kind: 'panel', companyId: staffed.company.id, panelId: panel._id },
        subject: 'Room change',
        body: 'We moved to room B12.',
      },
      staffed.coordinatorToken,
    );
    expect(sent.status, JSON.stringify(sent.body)).to.equal(201);
    expect(sent.body.message).to.equal('Message sent to 1 student');
    expect(sent.body.data.message.from).to.equal(staffed.company.companyName);

    const inbox = await portal.api.get<{ subject: string; body: string }[]>('/student/messages', student.token);
    expect(inbox.body.data.map((message) => message.subject)).to.deep.equal(['Room change']);

    await portal.notifications.deliverMails();
    await portal.notifications.deliverMails();
    const mails = (await readOutbox(portal.dataDir)).filter((mail) => mail.subject === 'Room change');
    expect(mails).to.have.length(1);
    expect(mails[0]?.to).to.include(student.email);
    expect(mails[0]?.text).to.include('We moved to room B12.');
  });

  it('refuses a message to nobody with a clear message, queueing nothing', async () => {
    const staffed = await staffedCompany(portal, admin);
    const empty = await createPanel(portal, staffed.coordinatorToken, staffed.company.id, 'Empty panel');

    const refused = await portal.api.post(
      '/messages',
      { audience: { kind: 'panel', companyId: staffed.company.id, panelId: empty._id }, subject: 'Hi', body: 'Hello' },
      admin,
    );

    expect(refused.status).to.equal(400);
    expect(refused.body.message).to.equal(MESSAGE_TEXTS.toNobody);
    await portal.notifications.deliverMails();
    expect((await readOutbox(portal.dataDir)).filter((mail) => mail.subject === 'Hi')).to.deep.equal([]);
  });

  it('refuses a coordinator writing to all students, and a student writing at all', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { student } = await assignedInterview(portal, admin, staffed);
    const draft = { audience: { kind: 'students' }, subject: 'Hi', body: 'Hello' };

    expect((await portal.api.post('/messages', draft, staffed.coordinatorToken)).status).to.equal(403);
    expect((await portal.api.post('/messages', draft, student.token)).status).to.equal(403);
  });

  it('lets a student turn off the e-mails about the interviews they were given', async () => {
    const staffed = await staffedCompany(portal, admin);
    const { student } = await assignedInterview(portal, admin, staffed);

    const off = await portal.api.post<{ scheduleMailsOff: boolean }>(
      '/student/schedule-mails',
      { scheduleMailsOff: true },
      student.token,
    );

    expect(off.status, JSON.stringify(off.body)).to.equal(200);
    expect(off.body.data.scheduleMailsOff).to.equal(true);
    expect(
      (await portal.api.get<{ scheduleMailsOff: boolean }>('/student/single', student.token)).body.data
        .scheduleMailsOff,
    ).to.equal(true);
  });
});
