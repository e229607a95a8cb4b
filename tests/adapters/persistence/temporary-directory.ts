import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory under the system's temp dir for the enclosing suite, removed after it. */
export const useTemporaryDirectory = (prefix: string): (() => string) => {
  let directory: string | undefined;
  before(async () => {
    directory = await mkdtemp(join(tmpdir(), prefix));
  });
  after(async () => {
    if (directory !== undefined) await rm(directory, { recursive: true, force: true });
  });
  return () => {
    if (directory === undefined) throw new Error('The temporary directory is made in a before hook');
    return directory;
  };
};

/** A fresh directory inside the suite's one. */
export const freshDirectoryIn = (parent: string): Promise<string> => mkdtemp(join(parent, 'run-'));
