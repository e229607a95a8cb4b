import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { afterFailure, MAIL_CLAIM_EXPIRES_MS, rateMinute } from '../../domain/mail-queue.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

export interface DeliveryRun {
  readonly sent: number;
  /** Mails whose send failed in this run (tried again later, or marked failed after their last try). */
  readonly unsent: number;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Sends the mails due in the outgoing queue, one at a time, while this minute's share of the mail
 * server's rate lasts: each send is first counted in the store for the minute (every app server
 * counts in the same place), then one due mail is claimed in one atomic step, so that no other server
 * sends it. A failed send is tried again later with a growing wait, then marked failed.
 */
export class DeliverQueuedMails extends Needs(['mailQueue', 'mailer', 'clock', 'mailRate']) {
  execute(): TaskEither<AppError, DeliveryRun> {
    return useCase(async () => {
      let sent = 0;
      let unsent = 0;
      for (;;) {
        const now = this.deps.clock.now();
        const minute = rateMinute(now);
        const expiredBefore = new Date(now.getTime() - MAIL_CLAIM_EXPIRES_MS);
        // An empty queue is only read: the rate is counted for mails there are to send.
        if (!(await this.deps.mailQueue.anyDue(now, expiredBefore))) break;
        if (!(await this.deps.mailQueue.takeSendSlot(minute, this.deps.mailRate.perMinute))) break;
        const mail = await this.deps.mailQueue.claimNext(now, expiredBefore);
        if (mail === null) {
          await this.deps.mailQueue.returnSendSlot(minute);
          break;
        }
        try {
          await this.deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
          await this.deps.mailQueue.markSent(mail.id);
          sent += 1;
        } catch (error) {
          const next = afterFailure(mail, this.deps.clock.now());
          await this.deps.mailQueue.markUnsent(mail.id, reasonOf(error), next.state === 'failed' ? null : next.dueAt);
          unsent += 1;
        }
      }
      return { sent, unsent };
    });
  }
}
