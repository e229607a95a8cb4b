/**
 * A small RFC 822 / MIME reader for the mail tests: unfolds headers, decodes encoded words,
 * walks multipart bodies and undoes quoted-printable and base64.
 */
export interface ParsedMessage {
  readonly headers: ReadonlyMap<string, string>;
  readonly text: string | undefined;
  readonly html: string | undefined;
}

interface Part {
  readonly headers: Map<string, string>;
  readonly body: string;
}

const splitPart = (raw: string): Part => {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error('no blank line between the headers and the body');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`not a header line: ${line}`);
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body: raw.slice(end + 4) };
};

// Whitespace between two adjacent encoded words is folding, not content (RFC 2047 §6.2).
const decodeWords = (value: string): string =>
  value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

const decodeQuotedPrintable = (data: string): string => {
  const bytes: number[] = [];
  const text = data.replace(/=\r\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (part: Part): string => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
};

const collect = (part: Part, found: { text?: string; html?: string }): void => {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary !== undefined) {
    const sections = part.body.split(`--${boundary}`).slice(1, -1);
    for (const section of sections) collect(splitPart(section.replace(/^\r\n/, '')), found);
  } else if (contentType.toLowerCase().startsWith('text/html')) {
    found.html = decodeBody(part);
  } else if (contentType.toLowerCase().startsWith('text/plain')) {
    found.text = decodeBody(part).replace(/\r\n$/, '');
  }
};

export function parseMessage(raw: string): ParsedMessage {
  const top = splitPart(raw);
  const found: { text?: string; html?: string } = {};
  collect(top, found);
  return { headers: top.headers, text: found.text?.replace(/\r\n/g, '\n'), html: found.html?.replace(/\r\n$/, '') };
}
