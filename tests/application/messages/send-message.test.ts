import { expect } from 'chai';
import { DeliverQueuedMails } from '../../../application/messages/deliver-queued-mails.js';
import { ListStudentMessages } from '../../../application/messages/list-student-messages.js';
import { SendMessage } from '../../../application/messages/send-message.js';
import { MESSAGE_TEXTS } from '../../../domain/fair-message.js';
import { asAdmin, asCoordinator, asStudent } from '../../support/actors.js';
import { fails, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { panelQueueOf } from '../notifications/notification-world.js';

describe('SendMessage', () => {
  const world = freshFairWorld();
  const send = () => world().use(SendMessage);
  const deliver = () => succeeds(world().use(DeliverQueuedMails).execute());
  const draft = { subject: '  Room change ', body: ' Panel A moves to room B12. ' };

  it("reaches a panel's queue: stored, trimmed, one e-mail each through the queue, told to each student live", async () => {
    const queue = await panelQueueOf(world(), 2);
    const finished = await world().student();
    await world().interview(finished, queue.company, { panelId: queue.panel.id, status: 'finished' });

    const { message } = await succeeds(
      send().execute(asAdmin(), {
        ...draft,
        audience: { kind: 'panel', companyId: queue.company.id, panelId: queue.panel.id },
      }),
    );

    expect(message).to.include({ subject: 'Room change', body: 'Panel A moves to room B12.' });
    expect(message.recipientIds).to.have.members(queue.students.map((student) => student.id));
    expect(world().mailer.sent).to.deep.equal([]);
    expect(await deliver()).to.deep.equal({ sent: 2, unsent: 0 });
    expect(world().mailer.sent.map((mail) => mail.to)).to.have.members(queue.students.map((s) => s.email));
    expect(world().mailer.sent[0]?.text).to.include('Panel A moves to room B12.').and.include('Career fair team');
    expect(world().events.published.filter((event) => event.kind === 'message.received')).to.have.length(2);

    const [student] = queue.students;
    const inbox = await succeeds(
      world()
        .use(ListStudentMessages)
        .execute(asStudent(student?.id ?? '')),
    );
    expect(inbox.map((one) => one.subject)).to.deep.equal(['Room change']);
    const outsider = await succeeds(world().use(ListStudentMessages).execute(asStudent(finished.id)));
    expect(outsider).to.deep.equal([]);
  });

  it('refuses a message to nobody with a clear message, and keeps and queues nothing', async () => {
    const company = await world().company();
    const panel = await world().panelOf(company);

    const error = await fails(
      send().execute(asAdmin(), { ...draft, audience: { kind: 'panel', companyId: company.id, panelId: panel.id } }),
    );

    expect(error).to.include({ kind: 'Validation', message: MESSAGE_TEXTS.toNobody });
    expect(await world().store.mailQueue.countByState()).to.deep.equal({ pending: 0, sending: 0, sent: 0, failed: 0 });
    expect(world().events.published).to.deep.equal([]);
  });

  it('refuses an empty subject or text, and a text too long', async () => {
    const queue = await panelQueueOf(world(), 1);
    const audience = { kind: 'company', companyId: queue.company.id } as const;

    expect(await fails(send().execute(asAdmin(), { subject: '  ', body: 'x', audience }))).to.include({
      message: MESSAGE_TEXTS.subjectRequired,
    });
    expect(await fails(send().execute(asAdmin(), { subject: 'x', body: 'y'.repeat(4001), audience }))).to.include({
      message: MESSAGE_TEXTS.bodyTooLong,
    });
  });

  it("lets a coordinator write to its own company's interviewees, signed with the company, never to another's", async () => {
    const queue = await panelQueueOf(world(), 1);
    const coordinator = await world().coordinatorOf(queue.company);
    const other = await world().company();

    const { message } = await succeeds(
      send().execute(asCoordinator(coordinator.id), {
        ...draft,
        audience: { kind: 'company', companyId: queue.company.id },
      }),
    );
    expect(message.author.name).to.equal('Acme Robotics');

    const refused = await fails(
      send().execute(asCoordinator(coordinator.id), { ...draft, audience: { kind: 'company', companyId: other.id } }),
    );
    expect(refused).to.include({ kind: 'Forbidden', message: MESSAGE_TEXTS.coordinatorsOnly });
    expect(
      await fails(send().execute(asCoordinator(coordinator.id), { ...draft, audience: { kind: 'students' } })),
    ).to.include({ kind: 'Forbidden' });
  });

  it("reaches a company's interviewees in every state but a withdrawn or cancelled interview", async () => {
    const queue = await panelQueueOf(world(), 1);
    const finished = await world().student();
    await world().interview(finished, queue.company, { panelId: queue.panel.id, status: 'finished' });
    const withdrawn = await world().student();
    await world().interview(withdrawn, queue.company, { status: 'cancelled' });

    const { message } = await succeeds(
      send().execute(asAdmin(), { ...draft, audience: { kind: 'company', companyId: queue.company.id } }),
    );

    expect(message.recipientIds).to.have.members([...queue.students.map((student) => student.id), finished.id]);
  });

  it('writes to every student with a confirmed e-mail in one event all students hear', async () => {
    await world().student();
    await world().student();
    await world().student({ emailConfirmed: false });

    const { message } = await succeeds(send().execute(asAdmin(), { ...draft, audience: { kind: 'students' } }));

    expect(message.recipientIds).to.have.length(2);
    expect(world().events.published).to.deep.equal([
      { kind: 'message.broadcast', messageId: message.id, subject: 'Room change' },
    ]);
  });
});
