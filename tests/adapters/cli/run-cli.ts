import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildCli } from '../../../adapters/cli/program.js';

export interface CliRun {
  readonly printed: string;
  readonly complained: string;
  readonly failure: Error | null;
}

/** Runs one command in-process with a fake terminal (or a pipe, when `tty` is false). */
export const runCli = async (
  env: Record<string, string>,
  args: readonly string[],
  options: { tty?: boolean } = {},
): Promise<CliRun> => {
  const out = Object.assign(new PassThrough(), { isTTY: options.tty ?? false, columns: 100 });
  const err = new PassThrough();
  let printed = '';
  let complained = '';
  out.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  err.on('data', (chunk: Buffer) => (complained += chunk.toString()));
  const program = buildCli({ env, out, err });
  let failure: Error | null = null;
  try {
    await program.parseAsync(['node', 'cli', ...args]);
  } catch (error) {
    failure = error as Error;
  }
  return { printed, complained, failure };
};

/** A fresh temporary directory, removed by the returned function. */
const temporaryDirectory = async (prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};

export interface CliWorkspace {
  /** The DATA_DIR the commands read: an embedded store of its own for each test. */
  readonly dataDir: string;
  /** Where a test has a command write its files. */
  readonly outDir: string;
  readonly env: () => Record<string, string>;
}

/** A fresh data directory and output directory for each test of the enclosing suite, removed after it. */
export const useCliWorkspace = (): CliWorkspace => {
  let dirs: { dir: string; remove: () => Promise<void> }[] = [];
  beforeEach(async () => {
    dirs = [await temporaryDirectory('career-fair-cli-data-'), await temporaryDirectory('career-fair-cli-out-')];
  });
  afterEach(async () => {
    for (const { remove } of dirs) await remove();
  });
  const dir = (index: number) => {
    const found = dirs[index];
    if (!found) throw new Error('The CLI workspace is made in a beforeEach hook');
    return found.dir;
  };
  return {
    get dataDir() {
      return dir(0);
    },
    get outDir() {
      return dir(1);
    },
    env: () => ({ DATA_DIR: dir(0), LOG_LEVEL: 'silent' }),
  };
};
