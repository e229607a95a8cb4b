import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes the bytes to a temporary file beside `path`, flushes it to disk and renames it into
 * place: `path` is either absent or whole, and a failed write leaves no temporary file behind.
 */
export const writeBytesAtomically = async (path: string, bytes: Uint8Array): Promise<void> => {
  const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
  const handle = await open(temporary, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
};
