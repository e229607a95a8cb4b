import { expect } from 'chai';
import { DeliverQueuedMails } from '../../../application/messages/deliver-queued-mails.js';
import { QueueMails } from '../../../application/messages/mail-queue.js';
import { MAIL_CLAIM_EXPIRES_MS, MAIL_MAX_ATTEMPTS } from '../../../domain/mail-queue.js';
import { type FairWorld, freshFairWorld, succeeds } from '../../support/fair-operations-store.js';
import { RecordingMailer } from '../../support/recording-mailer.js';

const MINUTE = 60_000;

const mails = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ to: `student${i}@uni.test`, subject: `Mail ${i}`, text: 'Hello' }));

/** One app server's sender: its own mailer, the world's store and clock. */
const serverOf = (world: FairWorld, mailer: RecordingMailer, perMinute = 60) =>
  world.use(DeliverQueuedMails, { mailer, mailRate: { perMinute } });

describe('the outgoing mail queue (QueueMails, DeliverQueuedMails)', () => {
  const world = freshFairWorld();
  const queue = (count: number) => world().use(QueueMails).add(mails(count));

  it('sends each mail once, however many servers look at the queue', async () => {
    await queue(5);
    const first = new RecordingMailer();
    const second = new RecordingMailer();

    await Promise.all([succeeds(serverOf(world(), first).execute()), succeeds(serverOf(world(), second).execute())]);
    await succeeds(serverOf(world(), first).execute());

    const sent = [...first.sent, ...second.sent].map((mail) => mail.subject);
    expect(sent).to.have.members(['Mail 0', 'Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
    expect(await world().store.mailQueue.countByState()).to.include({ pending: 0, sent: 5 });
  });

  it('sends at most MAIL_PER_MINUTE in a minute across servers, and the rest in the next minutes', async () => {
    await queue(5);
    const first = new RecordingMailer();
    const second = new RecordingMailer();

    await succeeds(serverOf(world(), first, 2).execute());
    await succeeds(serverOf(world(), second, 2).execute());
    expect(first.sent.length + second.sent.length).to.equal(2);

    world().clock.advance(MINUTE);
    await succeeds(serverOf(world(), second, 2).execute());
    expect(first.sent.length + second.sent.length).to.equal(4);
    expect(await world().store.mailQueue.countByState()).to.include({ pending: 1, sent: 4 });
  });

  it('keeps the mails a stopped server had not sent, and the next start sends them', async () => {
    await queue(2);
    const claimed = await world().store.mailQueue.claimNext(world().clock.now(), new Date(0));
    expect(claimed).to.not.equal(null);

    const restarted = new RecordingMailer();
    await succeeds(serverOf(world(), restarted).execute());
    expect(restarted.sent).to.have.length(1);

    // The mail claimed by the server that stopped goes back to the queue once its claim expires.
    world().clock.advance(MAIL_CLAIM_EXPIRES_MS + MINUTE);
    await succeeds(serverOf(world(), restarted).execute());
    expect(restarted.sent).to.have.length(2);
  });

  it('tries a failed send again later with a growing wait, then marks it failed', async () => {
    await queue(1);
    const down = new RecordingMailer();
    down.failing = true;

    expect(await succeeds(serverOf(world(), down).execute())).to.deep.equal({ sent: 0, unsent: 1 });
    expect(await succeeds(serverOf(world(), down).execute())).to.deep.equal({ sent: 0, unsent: 0 });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      world().clock.advance(60 * MINUTE);
      await succeeds(serverOf(world(), down).execute());
    }

    const [failed] = await world()
      .store.mailQueue.countByState()
      .then((counts) => [counts.failed]);
    expect(failed).to.equal(1);
    world().clock.advance(60 * MINUTE);
    const up = new RecordingMailer();
    await succeeds(serverOf(world(), up).execute());
    expect(up.sent).to.deep.equal([]);
  });
});
