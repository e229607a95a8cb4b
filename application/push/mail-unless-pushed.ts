import { Needs } from '../needs.js';
import type { MailMessage } from '../ports/mailer.js';

/**
 * A student alert's e-mail, sent only when the student has no device that takes push notifications
 * (docs/students.md, "Notifications"): the push notification tells them already. Answers whether it was sent.
 */
export class MailUnlessPushed extends Needs(['pushSubscriptions', 'mailer']) {
  async send(studentId: string, mail: MailMessage): Promise<boolean> {
    if ((await this.deps.pushSubscriptions.studentsSubscribed([studentId])).has(studentId)) return false;
    await this.deps.mailer.send(mail);
    return true;
  }
}
