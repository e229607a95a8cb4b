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
export const temporaryDirectory = async (prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};
