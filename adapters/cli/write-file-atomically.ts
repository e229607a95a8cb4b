import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a document to a temporary file beside `target` and renames it into place once it is
 * complete, so `target` is either the whole new document or whatever it was before, never half.
 */
export const writeFileAtomically = async (
  target: string,
  write: (out: NodeJS.WritableStream) => Promise<void>,
): Promise<void> => {
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
  );
  const out = createWriteStream(temporary, { flags: 'wx' });
  try {
    await write(out);
    if (!out.closed) await once(out, 'close');
    await rename(temporary, target);
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
};
