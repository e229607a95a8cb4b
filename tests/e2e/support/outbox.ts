import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One message of the portal's outbox, decoded far enough to read its text. */
export interface OutboxMail {
  readonly file: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

const decodeQuotedPrintable = (body: string): string => {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index]!;
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

/** Decodes RFC 2047 encoded words in a header ("=?UTF-8?Q?...?=" or "=?UTF-8?B?...?="). */
const decodeHeader = (value: string): string =>
  value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );

interface Part {
  readonly headers: Map<string, string>;
  readonly body: string;
}

const parsePart = (raw: string): Part => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

/** The decoded text of a part, following multipart boundaries; text/plain parts first. */
const textOf = (part: Part): string => {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = part.body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((piece) => parsePart(piece.replace(/^\r?\n/, '')));
    const plain = pieces.filter((piece) =>
      (piece.headers.get('content-type') ?? '').toLowerCase().includes('text/plain'),
    );
    return (plain.length > 0 ? plain : pieces).map(textOf).join('\n');
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
};

/** Every message in `${dataDir}/outbox`, oldest first (the file names sort by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const directory = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(directory, name);
      const message = parsePart(await readFile(file, 'utf8'));
      return {
        file,
        to: decodeHeader(message.headers.get('to') ?? ''),
        subject: decodeHeader(message.headers.get('subject') ?? ''),
        text: textOf(message),
      };
    }),
  );
}

/** How many messages the outbox holds now, to wait for the next ones. */
export async function outboxSize(dataDir: string): Promise<number> {
  return (await readOutbox(dataDir)).length;
}

/**
 * Waits for the newest message to `recipient` (with `subject`, when given) written after the first
 * `since` messages of the outbox, and returns it.
 */
export async function waitForMail(
  dataDir: string,
  recipient: string,
  since = 0,
  timeoutMs = 10_000,
  subject?: string,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(dataDir))
      .slice(since)
      .filter((mail) => mail.to.toLowerCase().includes(recipient.toLowerCase()))
      .filter((mail) => subject === undefined || mail.subject === subject);
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(`no new mail to ${recipient} in ${dataDir}/outbox after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail whose path starts with `pathname`. */
export function linkIn(mail: OutboxMail, pathname: string): string {
  const link = [...mail.text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)]
    .map(([found]) => found.replace(/[.,;:!?]+$/, ''))
    .find((found) => new URL(found).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** The PIN of a password-reset mail: the first token of `length` letters or digits standing alone on the page. */
export function pinIn(mail: OutboxMail, length: number): string {
  const pattern = new RegExp(`(?<![A-Za-z0-9])([A-Za-z0-9]{${length}})(?![A-Za-z0-9])`, 'g');
  const candidates = [...mail.text.matchAll(pattern)].map((match) => match[1]!);
  const pin =
    candidates.find((candidate) => /\d/.test(candidate)) ??
    candidates.find((candidate) => candidate === candidate.toUpperCase());
  if (!pin) throw new Error(`no ${length}-character PIN in the mail "${mail.subject}":\n${mail.text}`);
  return pin;
}
