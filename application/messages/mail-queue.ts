import { Needs } from '../needs.js';
import type { QueuedMail } from '../../domain/mail-queue.js';
import type { MailMessage } from '../ports/mailer.js';

/** How many mails the outgoing queue hands to the mail server per minute (MAIL_PER_MINUTE). */
export interface MailRateSettings {
  readonly perMinute: number;
}

/**
 * Puts mails in the outgoing queue (domain/mail-queue.ts): they are stored at once and sent by
 * whichever app server claims each, at the mail server's rate (DeliverQueuedMails).
 */
export class QueueMails extends Needs(['mailQueue', 'ids', 'clock']) {
  async add(mails: readonly MailMessage[]): Promise<void> {
    const now = this.deps.clock.now();
    const queued = mails.map(({ to, subject, text }): QueuedMail => ({
      id: this.deps.ids.next(),
      to,
      subject,
      text,
      state: 'pending',
      attempts: 0,
      dueAt: now,
      createdAt: now,
      claimedAt: null,
      lastError: null,
    }));
    await this.deps.mailQueue.enqueue(queued);
  }
}
