import type { MailMessage, Mailer } from '../ports/mailer.js';
import type { PushSubscriptionRepository } from '../ports/persistence.js';

/**
 * A student alert's e-mail, sent only when the student has no device that takes push notifications
 * (docs/students.md, "Notifications"): the push notification tells them already. Answers whether it was sent.
 */
export class MailUnlessPushed {
  static readonly needs = ['pushSubscriptions', 'mailer'] as const;

  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly mailer: Mailer,
  ) {}

  async send(studentId: string, mail: MailMessage): Promise<boolean> {
    if ((await this.subscriptions.studentsSubscribed([studentId])).has(studentId)) return false;
    await this.mailer.send(mail);
    return true;
  }
}
