import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type { AppError } from '../../application/errors.js';
import { ExpireReserveOffers } from '../../application/allocation/expire-reserve-offers.js';
import { DeliverQueuedMails } from '../../application/messages/deliver-queued-mails.js';
import { SendDueReminders } from '../../application/notifications/send-due-reminders.js';
import { PurgeStudentData } from '../../application/students/purge-student-data.js';
import { Reactions } from '../../application/reactions/reactions.js';
import { PORTS, REACTIONS } from '../composition/tokens.js';
import { ReminderScheduler } from '../notifications/reminder-scheduler.js';

/** The portal's own work beside the requests: calling the next students, and the reminders' timer. */
export interface FairNotifications {
  /** Looks for the reminders due now and sends them (the timer's run, without waiting for it). */
  sendDueReminders(): Promise<void>;
  /** Sends what the outgoing mail queue holds due, within the rate (the queue timer's run, without waiting for it). */
  deliverMails(): Promise<void>;
  /** Ends the reserve offers whose deadline passed and offers their places on (the offers timer's run, without waiting for it). */
  expireOffers(): Promise<void>;
  /** Purges the students' data once the fair's retention has passed (the purge timer's run, without waiting for it). */
  purgeStudentData(): Promise<void>;
  /** Resolves once the "you're next" calls and reserve promotions asked for so far are made. */
  settled(): Promise<void>;
  /** Stops listening and the timer, once the work under way is done. */
  stop(): Promise<void>;
}

const reasonOf = (error: AppError): unknown => (error.kind === 'Unexpected' ? error.cause : error.message);

/** How often the outgoing mail queue is looked at: mails queued wait at most this long, rate allowing. */
export const MAIL_QUEUE_CHECK_MS = 3_000;

/** How often the reserve offers past their deadline are looked for: a place passes on at most this late. */
export const OFFER_CHECK_MS = 5_000;

/** How often the students' data retention is looked at: the purge comes at most this late. */
export const PURGE_CHECK_MS = 60 * 60 * 1000;

/**
 * Starts "you're next" (on every queue change the event feed tells), the reminders (every 30 s), the
 * outgoing mail queue (every 3 s), the reserve lists' offers (on every interview deleted, marked
 * no-show or cancelled), the end of the offers whose deadline passed (every 5 s) and the students'
 * data purge once the fair's retention has passed (looked at hourly).
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
  const expireReserveOffers = container.get(ExpireReserveOffers);
  const offers = new ReminderScheduler(async () => {
    const result = await expireReserveOffers.execute()();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, 'ending reserve offers failed');
    else if (result.right > 0) logger.info({ ended: result.right }, 'reserve offers ended, their places offered on');
  }, OFFER_CHECK_MS);
  const purgeStudentData = container.get(PurgeStudentData);
  const purge = new ReminderScheduler(async () => {
    const result = await purgeStudentData.execute()();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, "purging students' data failed");
    else if (result.right !== null) logger.info(result.right, "students' data purged after the fair's retention");
  }, PURGE_CHECK_MS);
  reactions.start();
  reminders.start();
  mailQueue.start();
  offers.start();
  purge.start();
  return {
    sendDueReminders: () => reminders.runNow(),
    deliverMails: () => mailQueue.runNow(),
    expireOffers: () => offers.runNow(),
    purgeStudentData: () => purge.runNow(),
    settled: () => reactions.settled(),
    stop: async () => {
      await reminders.stop();
      await mailQueue.stop();
      await offers.stop();
      await purge.stop();
      await reactions.stop();
    },
  };
};
