import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The repository's root: children run from here so that `--import tsx` and relative paths resolve. */
export const REPOSITORY = fileURLToPath(new URL('..', import.meta.url));

export interface Child {
  readonly process: ChildProcess;
  readonly pid: number;
  /** Everything the child printed so far, stdout and stderr together. */
  output(): string;
  /** Asks the child to stop (SIGINT, then SIGKILL after `graceMs`) and waits until it has exited. */
  stop(graceMs?: number): Promise<void>;
}

interface ChildOptions {
  readonly env: Record<string, string>;
  readonly nodeFlags?: readonly string[];
}

/** Runs a TypeScript file of this repository in a Node child process, with tsx and the given Node flags. */
export const startTypeScript = (file: string, args: readonly string[], options: ChildOptions): Child =>
  startNode(file, args, { ...options, nodeFlags: [...(options.nodeFlags ?? []), '--import', 'tsx'] });

/** Runs a JavaScript file of this repository (the compiled server, say) in a Node child process. */
export const startNode = (file: string, args: readonly string[], options: ChildOptions): Child => {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), file, ...args], {
    cwd: REPOSITORY,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');
  return {
    process: child,
    pid: child.pid!,
    output: () => output,
    stop: async (graceMs = 15_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(killer);
    },
  };
};

/** Runs a TypeScript file to its end; rejects with its output when it fails or outlives `timeoutMs`. */
export const runTypeScript = async (
  file: string,
  args: readonly string[],
  options: { env: Record<string, string>; timeoutMs: number },
): Promise<string> => {
  const child = startTypeScript(file, args, options);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), options.timeoutMs);
  const [code] = (await once(child.process, 'exit')) as [number | null];
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${file} ${args.join(' ')} failed (${code ?? 'killed'}):\n${child.output()}`);
  return child.output();
};

/** Waits until the child prints a line matching `pattern` (answering its first group), or fails. */
export const waitForLine = async (child: Child, pattern: RegExp, timeoutMs: number): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(child.output());
    if (match) return match[1] ?? match[0];
    if (child.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No line matching ${pattern} within ${timeoutMs} ms:\n${child.output()}`);
};

/** The resident set size of a process in bytes, from /proc/<pid>/status. */
export const residentBytes = async (pid: number): Promise<number> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) * 1024;
};

export const loadAverage = async (): Promise<string> => (await readFile('/proc/loadavg', 'utf8')).trim();
