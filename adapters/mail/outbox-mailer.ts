import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from '../../application/ports/mailer.js';
import { writeBytesAtomically } from '../system/write-bytes-atomically.js';
import { oneRecipient } from './one-recipient.js';

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
    const composed = new MailComposer({
      from,
      to: oneRecipient(message.to),
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      disableFileAccess: true,
      disableUrlAccess: true,
    }).compile();
    const bytes = await keepTextReadable(composed, message.text).build();
    await mkdir(directory, { recursive: true });
    const file = join(directory, fileName());
    await writeBytesAtomically(file, bytes);
    logger.info(
      { to: message.to, subject: message.subject, links: linksIn(message.text), file },
      'mail written to outbox',
    );
  }
}

/** RFC 5322's longest line, in octets without the CRLF. */
const LONGEST_LINE = 998;

type MimeNode = ReturnType<MailComposer['compile']>;

/**
 * Writes the plain-text part 8bit, so a link stays whole on its line for whoever opens the file in
 * an editor, where the composer's quoted-printable would cut it at 76 characters. The composer
 * honours no 8bit wish for a text with long lines, hence the node's own answer is replaced; a text
 * with a line longer than a mail line may be keeps the composer's encoding.
 */
const keepTextReadable = (node: MimeNode, text: string): MimeNode => {
  const fits = text.split(/\r?\n/).every((line) => Buffer.byteLength(line) <= LONGEST_LINE);
  const parts = [node, ...node.childNodes];
  const plain = parts.find(
    (part) => part.content === text && /^text\/plain/i.test(String(part.getHeader('Content-Type'))),
  );
  if (fits && plain) plain.getTransferEncoding = () => '8bit';
  return node;
};

// Sorts by time; the random part keeps names unique within a millisecond. Never from user text.
const fileName = (): string =>
  `${new Date().toISOString().replace(/[-:.]/g, '')}-${randomBytes(8).toString('hex')}.eml`;
