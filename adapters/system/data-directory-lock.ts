/*
 * One process per embedded data directory: the portal and every CLI command hold an exclusive lock
 * on DATA_DIR while they have the store open (docs/operations.md). The lock is proper-lockfile's
 * directory `DATA_DIR/.lock`, kept fresh while held, so a lock whose holder died goes stale and is
 * taken over; who holds it is written beside it in `DATA_DIR/.lock-owner.json`.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { writeBytesAtomically } from './write-bytes-atomically.js';

export const LOCK_DIRECTORY = '.lock';
export const LOCK_OWNER_FILE = '.lock-owner.json';

/** A held lock not refreshed for this long is stale: its holder is gone, and the next process takes it over. */
const STALE_MS = 10_000;
const RETRY_EVERY_MS = 500;

export interface LockOwner {
  readonly pid: number;
  readonly hostname: string;
  readonly command: string;
  readonly since: string;
}

export interface DataDirectoryLock {
  /** Gives the directory up; the next process may take it at once. */
  release(): Promise<void>;
}

/** Another live process holds the data directory; nothing in it was touched. */
export class DataDirectoryBusy extends Error {
  constructor(
    readonly directory: string,
    readonly owner: LockOwner | null,
  ) {
    const holder =
      owner === null
        ? `another process (its lock is ${path.join(directory, LOCK_DIRECTORY)})`
        : `process ${owner.pid} on ${owner.hostname} (${owner.command}) since ${owner.since}`;
    super(
      `The data directory ${directory} is in use by ${holder}. ` +
        'Only one portal or CLI command may use it at a time: stop that one first, or set DATA_DIR to another directory. Nothing was changed.',
    );
    this.name = 'DataDirectoryBusy';
  }
}

const NO_LOCK: DataDirectoryLock = { release: async () => undefined };

const ownerPath = (directory: string): string => path.join(directory, LOCK_OWNER_FILE);

const readOwner = async (directory: string): Promise<LockOwner | null> => {
  try {
    const owner = JSON.parse(await readFile(ownerPath(directory), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? {
          pid: owner.pid,
          hostname: owner.hostname,
          command: String(owner.command ?? ''),
          since: String(owner.since ?? ''),
        }
      : null;
  } catch {
    return null;
  }
};

/** Only a process on this machine can be seen to be gone; one elsewhere (a shared disk) is taken as alive. */
const isGone = (owner: LockOwner): boolean => {
  if (owner.hostname !== hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

/** The program and its command, e.g. `node adapters/cli/main.ts demo`; never the options, which may hold a password. */
const runningCommand = (): string => {
  const [program = 'node', script, first] = process.argv;
  const command = first?.startsWith('-') === false ? first : undefined;
  return [path.basename(program), script && path.relative(process.cwd(), script), command].filter(Boolean).join(' ');
};

const isHeld = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ELOCKED';

export interface LockOptions {
  /** Called when the lock is lost while held (its directory removed, or not refreshed in time). */
  readonly onCompromised: (error: Error) => void;
}

/**
 * Takes the data directory for this process, or throws DataDirectoryBusy naming who holds it. A
 * holder that died without releasing (kill -9, power loss) is waited out until its lock is stale.
 */
export const lockDataDirectory = async (dataDir: string, options: LockOptions): Promise<DataDirectoryLock> => {
  const directory = path.resolve(dataDir);
  await mkdir(directory, { recursive: true });
  const lockWaiting = (retries: number) =>
    lockfile.lock(directory, {
      lockfilePath: path.join(directory, LOCK_DIRECTORY),
      stale: STALE_MS,
      retries: { retries, factor: 1, minTimeout: RETRY_EVERY_MS, maxTimeout: RETRY_EVERY_MS },
      onCompromised: options.onCompromised,
    });
  let unlock: () => Promise<void>;
  try {
    unlock = await lockWaiting(0);
  } catch (error) {
    if (!isHeld(error)) throw error;
    const owner = await readOwner(directory);
    if (owner === null || !isGone(owner)) throw new DataDirectoryBusy(directory, owner);
    try {
      unlock = await lockWaiting(Math.ceil(STALE_MS / RETRY_EVERY_MS) + 2);
    } catch (retried) {
      if (isHeld(retried)) throw new DataDirectoryBusy(directory, await readOwner(directory));
      throw retried;
    }
  }
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    command: runningCommand(),
    since: new Date().toISOString(),
  };
  try {
    await writeBytesAtomically(ownerPath(directory), Buffer.from(`${JSON.stringify(owner, null, 2)}\n`));
  } catch (error) {
    await unlock();
    throw error;
  }
  let released: Promise<void> | null = null;
  return {
    release: () =>
      (released ??= (async () => {
        await rm(ownerPath(directory), { force: true });
        await unlock().catch((error: unknown) => {
          // A lock already lost (ECOMPROMISED) has nothing left to release.
          if ((error as NodeJS.ErrnoException).code !== 'ERELEASED') throw error;
        });
      })()),
  };
};

/** The lock the configured store needs: DATA_DIR's for the embedded store, none with MongoDB. */
export const lockStoreOf = (
  config: { readonly dataDir: string; readonly mongodbUri: string | undefined },
  options: LockOptions,
): Promise<DataDirectoryLock> =>
  config.mongodbUri === undefined ? lockDataDirectory(config.dataDir, options) : Promise.resolve(NO_LOCK);
