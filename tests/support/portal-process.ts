import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_SCRIPT = 'adapters/main.ts';
/** What `npm start` runs once `npm run build` has compiled the server. */
export const COMPILED_SERVER_SCRIPT = 'dist/server/adapters/main.js';
export const CLI_SCRIPT = 'adapters/cli/main.ts';

/** How long a child process may take to start (tsx compiles on the fly) or to run one command. */
const CHILD_TIMEOUT_MS = 30_000;

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Node runs compiled JavaScript as it is and TypeScript sources through tsx. */
const nodeRunning = (script: string, args: readonly string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The real server (`node --import tsx adapters/main.ts`) in a child process of its own. */
export class PortalProcess {
  private printed = '';
  private complained = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly exited: Promise<Exit>,
  ) {}

  /** Starts the server on PORT 0 and resolves with it once it prints its URL; rejects with its output if it exits first. */
  static async start(env: Record<string, string>, script = SERVER_SCRIPT): Promise<PortalProcess> {
    const child = nodeRunning(script, [], { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
    const exited = PortalProcess.exitOf(child);
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`The portal printed no URL within ${CHILD_TIMEOUT_MS} ms:\n${output}`));
      }, CHILD_TIMEOUT_MS);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /running at (http:\/\/\S+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      void exited.then((exit) => {
        clearTimeout(timer);
        reject(new Error(`The portal exited (${exit.code ?? exit.signal}) before it listened:\n${output}`));
      });
    });
    child.stdout!.removeAllListeners('data');
    child.stderr!.removeAllListeners('data');
    const portal = new PortalProcess(child, url, exited);
    portal.printed = output;
    child.stdout!.on('data', (chunk: Buffer) => (portal.printed += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (portal.complained += chunk.toString()));
    return portal;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get output(): string {
    return this.printed + this.complained;
  }

  /** Kills the process at once, as a power cut would: no handler of its own runs. */
  async killHard(): Promise<Exit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** Asks it to stop as an operator's Ctrl-C does, and waits until it has. */
  async stop(): Promise<Exit> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
    return this.exited;
  }

  private static exitOf(child: ChildProcess): Promise<Exit> {
    if (child.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
    }
    return once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
  }
}

export interface FinishedProcess extends Exit {
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a script of the portal (the server or the CLI) to its end, killing it if it takes too long. */
export const runToEnd = async (
  script: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<FinishedProcess> => {
  const child = nodeRunning(script, args, { LOG_LEVEL: 'silent', ...env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  return { code, signal, stdout, stderr };
};
