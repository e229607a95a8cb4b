import nodemailer, { type Mail } from 'nodemailer';
import type { MailMessage, Mailer } from '../../application/ports/mailer.js';
import { oneRecipient } from './one-recipient.js';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
  readonly url: string;
  readonly from: string;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Mail;

  constructor(options: SmtpMailerOptions) {
    if (!/^smtps?:\/\//i.test(options.url)) throw new Error('SmtpMailer needs an smtp:// or smtps:// URL');
    this.transport = nodemailer.createTransport(options.url, {
      from: options.from,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      to: oneRecipient(message.to),
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
    });
  }

  close(): void {
    this.transport.close();
  }
}
