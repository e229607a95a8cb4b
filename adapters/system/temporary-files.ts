import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What writeBytesAtomically and the JWT secret's first write name a file before renaming it into place. */
const TEMPORARY_FILE = /^\..+\.tmp$/;

/**
 * Removes the temporary files a write cut short left in the directory (not below it); answers how
 * many. Only for a directory no other process writes to: the embedded DATA_DIR, under its lock.
 */
export const removeTemporaryFiles = async (directory: string): Promise<number> => {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const temporary = names.filter((name) => TEMPORARY_FILE.test(name));
  await Promise.all(temporary.map((name) => rm(path.join(directory, name), { force: true })));
  return temporary.length;
};
