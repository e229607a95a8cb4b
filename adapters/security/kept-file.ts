import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/** The text of a file kept under DATA_DIR, trimmed, or null when there is none yet. */
export async function readKeptFile(file: string): Promise<string | null> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Keeps the text in `dir/name` (mode 0600) unless another process kept one there first, and answers
 * the text kept, theirs or ours: generated once, read back on every later start.
 */
export async function keepOnce(dir: string, name: string, text: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${text}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    // link() never replaces an existing file: if another process got there first, its text wins,
    // and no reader ever sees a half-written file.
    await link(temp, file);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readKeptFile(file);
    if (existing === null) throw error;
    return existing;
  } finally {
    await unlink(temp);
  }
}
