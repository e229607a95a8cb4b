import type { MailMessage, Mailer } from '../../application/ports/mailer.js';

/** Keeps the messages it is given; while `failing`, refuses them as a broken SMTP server would. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('the mail server is down');
    this.sent.push(message);
  }

  /** The newest message to `to`. */
  last(to: string): MailMessage {
    const message = this.sent.filter((mail) => mail.to === to).at(-1);
    if (!message) throw new Error(`no mail to ${to}`);
    return message;
  }
}
