import { expect } from 'chai';
import type { PushAlert, PushOutcome, PushSender } from '../../../application/ports/push.js';
import { SendPushAlert } from '../../../application/push/send-push-alert.js';
import { WarnNearTurn } from '../../../application/push/warn-near-turn.js';
import type { PushSubscription } from '../../../domain/push-subscription.js';
import { freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { callNextWith, panelQueueOf, RecordingMailer } from '../notifications/notification-world.js';

/** A push service that takes everything, or answers that some devices are gone. */
class RecordingPushSender implements PushSender {
  readonly publicKey = `B${'k'.repeat(86)}`;
  readonly sent: { readonly endpoint: string; readonly alert: PushAlert }[] = [];
  constructor(private readonly gone: ReadonlySet<string> = new Set()) {}

  async send(subscription: PushSubscription, alert: PushAlert): Promise<PushOutcome> {
    if (this.gone.has(subscription.endpoint)) return 'gone';
    this.sent.push({ endpoint: subscription.endpoint, alert });
    return 'sent';
  }
}

const aDevice = (studentId: string, endpoint: string): PushSubscription => ({
  studentId,
  endpoint,
  p256dh: `B${'a'.repeat(86)}`,
  auth: 'AAAAAAAAAAAAAAAAAAAAAA',
  createdAt: new Date('2026-03-01T08:00:00Z'),
});

describe('Push notifications (application/push)', () => {
  const world = freshFairWorld();
  const message = (studentId: string) =>
    ({ kind: 'message.received', messageId: 'm1', studentId, subject: 'Lunch moved to 13:00' }) as const;

  it('pushes an alert once to each device of its student, however many app servers hear the event', async () => {
    const student = await world().student();
    await world().store.pushSubscriptions.save(aDevice(student.id, 'https://push.example/phone'));
    await world().store.pushSubscriptions.save(aDevice(student.id, 'https://push.example/laptop'));
    const [one, two] = [new RecordingPushSender(), new RecordingPushSender()];

    await Promise.all([
      succeeds(world().use(SendPushAlert, { pushSender: one }).execute(message(student.id), 'event-1')),
      succeeds(world().use(SendPushAlert, { pushSender: two }).execute(message(student.id), 'event-1')),
    ]);

    expect([...one.sent, ...two.sent].map((push) => push.endpoint)).to.have.members([
      'https://push.example/phone',
      'https://push.example/laptop',
    ]);
    expect(one.sent[0]?.alert ?? two.sent[0]?.alert).to.deep.equal({
      title: 'New message',
      body: 'Lunch moved to 13:00',
      url: '/student/messages',
    });
  });

  it("pushes an offered place with its deadline on the fair's clock, opening the Interviews page", async () => {
    const student = await world().student();
    await world().store.pushSubscriptions.save(aDevice(student.id, 'https://push.example/phone'));
    const sender = new RecordingPushSender();
    const offer = {
      kind: 'reserve.offered',
      offerId: 'o1',
      companyId: 'c1',
      studentId: student.id,
      companyName: 'Acme',
      expiresAt: '2026-03-10T04:40:00.000Z',
    } as const;

    await succeeds(world().use(SendPushAlert, { pushSender: sender }).execute(offer, 'event-offer'));

    expect(sender.sent.map((push) => push.alert)).to.deep.equal([
      {
        title: 'A place is offered to you',
        body: 'A place freed up at Acme and you are first on its reserve list: accept it by Tue 10 Mar, 10:10, or it goes to the next student.',
        url: '/student/interviews',
      },
    ]);
  });

  it('forgets a device its push service says is gone, and keeps the others', async () => {
    const student = await world().student();
    await world().store.pushSubscriptions.save(aDevice(student.id, 'https://push.example/old'));
    await world().store.pushSubscriptions.save(aDevice(student.id, 'https://push.example/new'));
    const sender = new RecordingPushSender(new Set(['https://push.example/old']));

    expect(
      await succeeds(world().use(SendPushAlert, { pushSender: sender }).execute(message(student.id), 'e-2')),
    ).to.equal(1);

    const left = await world().store.pushSubscriptions.listByStudents([student.id]);
    expect(left.map((device) => device.endpoint)).to.deep.equal(['https://push.example/new']);
  });

  it('warns each student once per turn, at the place they chose, and never the one who is next', async () => {
    const queue = await panelQueueOf(world(), 4);
    await world().store.pushSubscriptions.setWarningPlace(queue.students[3]?.id ?? '', 4);
    const warn = world().use(WarnNearTurn);

    const told = await succeeds(warn.execute(queue.company.id));
    await succeeds(warn.execute(queue.company.id));

    expect(told.map(({ studentId, place, of }) => [studentId, place, of])).to.deep.equal([
      [queue.students[1]?.id, 2, 4],
      [queue.students[3]?.id, 4, 4],
    ]);
    expect(world().events.of('interview.place-warning')).to.have.length(2);
  });

  it('e-mails "you\'re next" only to a student with no device taking notifications', async () => {
    const queue = await panelQueueOf(world(), 1);
    await world().store.pushSubscriptions.save(aDevice(queue.students[0]?.id ?? '', 'https://push.example/a'));
    const mailer = new RecordingMailer();

    await succeeds(callNextWith(world(), mailer).execute(queue.company.id));

    expect(world().events.of('interview.next')).to.have.length(1);
    expect(mailer.sent).to.deep.equal([]);
  });
});
