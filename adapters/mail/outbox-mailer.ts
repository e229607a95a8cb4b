import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from '../../application/ports/mailer.js';
import { writeBytesAtomically } from '../system/write-bytes-atomically.js';

export interface OutboxMailerOptions {
  /** Where the .eml files go, created when missing; DATA_DIR/outbox by convention. */
  readonly directory: string;
  readonly from: string;
  readonly logger: Logger;
}

const LINK = /https?:\/\/[^\s<>"'()[\]]+/g;

/** The links in a text, so a developer can follow a confirmation link from the log. */
export const linksIn = (text: string): string[] =>
  [...text.matchAll(LINK)].map(([link]) => link.replace(/[.,;:!?]+$/, ''));

/**
 * The mailer for a portal without SMTP: each message becomes an RFC 822 file in a directory,
 * and its subject, recipient and links are logged.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly options: OutboxMailerOptions) {}

  async send(message: MailMessage): Promise<void> {
    const { directory, from, logger } = this.options;
    const bytes = await new MailComposer({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      disableFileAccess: true,
      disableUrlAccess: true,
    })
      .compile()
      .build();
    await mkdir(directory, { recursive: true });
    const file = join(directory, fileName());
    await writeBytesAtomically(file, bytes);
    logger.info(
      { to: message.to, subject: message.subject, links: linksIn(message.text), file },
      'mail written to outbox',
    );
  }
}

// Sorts by time; the random part keeps names unique within a millisecond. Never from user text.
const fileName = (): string =>
  `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(8).toString('hex')}.eml`;
