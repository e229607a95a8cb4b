import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { AppError } from '../../application/errors.js';
import { DeliverQueuedMails } from '../../application/messages/deliver-queued-mails.js';
import { SendDueReminders } from '../../application/notifications/send-due-reminders.js';
import { Reactions } from '../../application/reactions/reactions.js';
import { PORTS, REACTIONS } from '../composition/tokens.js';
import { ReminderScheduler } from '../notifications/reminder-scheduler.js';

/** The portal's own work beside the requests: calling the next students, and the reminders' timer. */
export interface FairNotifications {
  /** Looks for the reminders due now and sends them (the timer's run, without waiting for it). */
  sendDueReminders(): Promise<void>;
  /** Sends what the outgoing mail queue holds due, within the rate (the queue timer's run, without waiting for it). */
  deliverMails(): Promise<void>;
  /** Resolves once the "you're next" calls and reserve promotions asked for so far are made. */
  settled(): Promise<void>;
  /** Stops listening and the timer, once the work under way is done. */
  stop(): Promise<void>;
}

const reasonOf = (error: AppError): unknown => (error.kind === 'Unexpected' ? error.cause : error.message);

/** How often the outgoing mail queue is looked at: mails queued wait at most this long, rate allowing. */
export const MAIL_QUEUE_CHECK_MS = 3_000;

/**
 * Starts "you're next" (on every queue change the event feed tells), the reminders (every 30 s), the
 * outgoing mail queue (every 3 s) and the reserve lists' promotions (on every interview deleted or
 * marked no-show).
 */
export const startFairNotifications = (container: Container, logger: Logger): FairNotifications => {
  const reactions = new Reactions(container.get(PORTS.events), container.getAll(REACTIONS), (reaction, error) =>
    logger.error({ err: reasonOf(error) }, reaction.failure),
  );
  const sendDueReminders = container.get(SendDueReminders);
  const clock = container.get(PORTS.clock);
  const reminders = new ReminderScheduler(async () => {
    const result = await sendDueReminders.execute(clock.now())();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, 'sending interview reminders failed');
    else if (result.right > 0) logger.info({ sent: result.right }, 'interview reminders sent');
  });
  const deliverQueuedMails = container.get(DeliverQueuedMails);
  const mailQueue = new ReminderScheduler(async () => {
    const result = await deliverQueuedMails.execute()();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, 'sending queued mails failed');
    else if (result.right.sent + result.right.unsent > 0) logger.info(result.right, 'queued mails sent');
  }, MAIL_QUEUE_CHECK_MS);
  reactions.start();
  reminders.start();
  mailQueue.start();
  return {
    sendDueReminders: () => reminders.runNow(),
    deliverMails: () => mailQueue.runNow(),
    settled: () => reactions.settled(),
    stop: async () => {
      await reminders.stop();
      await mailQueue.stop();
      await reactions.stop();
    },
  };
};
