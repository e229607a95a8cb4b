import { inflateSync } from 'node:zlib';

/** A PDF string's bytes: `<hex>` or `(literal)` with its escapes. */
const stringBytes = (token: string): string => {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1), 'hex').toString('latin1');
  return token
    .slice(1, -1)
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) =>
      /^[0-7]/.test(escaped)
        ? String.fromCharCode(parseInt(escaped, 8))
        : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped),
    );
};

/**
 * The text a PDF shows, one line per text-showing operator, for tests: the content streams are
 * inflated and the strings of each `TJ` / `Tj` joined. Enough for the PDFs the portal writes in the
 * built-in fonts; no general PDF reader.
 */
export const pdfTextLines = (pdf: Buffer): string[] => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const shown of content.matchAll(
      /\[((?:<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g,
    )) {
      const tokens =
        shown[1] !== undefined
          ? [...shown[1].matchAll(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g)].map((t) => t[0])
          : [shown[2]!];
      lines.push(tokens.map(stringBytes).join(''));
    }
  }
  return lines;
};
