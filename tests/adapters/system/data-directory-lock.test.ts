import { expect } from 'chai';
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  DataDirectoryBusy,
  LOCK_DIRECTORY,
  LOCK_OWNER_FILE,
  lockDataDirectory,
  type LockOwner,
} from '../../../adapters/system/data-directory-lock.js';
import { freshDirectoryIn, useTemporaryDirectory } from '../persistence/temporary-directory.js';

const keepLock = { onCompromised: (error: Error) => expect.fail(`lock lost: ${error.message}`) };

/** What a process that held the directory and died without releasing it leaves behind. */
const leftBehind = async (directory: string, owner: LockOwner, refreshedSecondsAgo: number): Promise<void> => {
  await mkdir(path.join(directory, LOCK_DIRECTORY));
  const refreshed = new Date(Date.now() - refreshedSecondsAgo * 1000);
  await utimes(path.join(directory, LOCK_DIRECTORY), refreshed, refreshed);
  await writeFile(path.join(directory, LOCK_OWNER_FILE), JSON.stringify(owner));
};

const refusal = async (attempt: Promise<unknown>): Promise<DataDirectoryBusy> => {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof DataDirectoryBusy) return error;
    throw error;
  }
  return expect.fail('the lock was granted');
};

describe('The data directory lock', () => {
  const temporary = useTemporaryDirectory('career-fair-lock-');

  it('records who holds it, refuses a second holder naming the first, and is free again once released', async () => {
    const directory = await freshDirectoryIn(temporary());
    const lock = await lockDataDirectory(directory, keepLock);
    const owner = JSON.parse(await readFile(path.join(directory, LOCK_OWNER_FILE), 'utf8')) as LockOwner;
    expect(owner).to.include({ pid: process.pid, hostname: hostname() });

    const busy = await refusal(lockDataDirectory(directory, keepLock));
    expect(busy.message).to.include(`The data directory ${directory} is in use by process ${process.pid}`);
    expect(busy.owner).to.deep.equal(owner);

    await lock.release();
    expect(await readdir(directory)).to.deep.equal([]);
    await (await lockDataDirectory(directory, keepLock)).release();
  });

  it('takes over at once a lock its dead holder stopped refreshing long ago', async () => {
    const directory = await freshDirectoryIn(temporary());
    await leftBehind(
      directory,
      { pid: 999_999_999, hostname: hostname(), command: 'node adapters/main.ts', since: '' },
      60,
    );

    const lock = await lockDataDirectory(directory, keepLock);

    const owner = JSON.parse(await readFile(path.join(directory, LOCK_OWNER_FILE), 'utf8')) as LockOwner;
    expect(owner.pid).to.equal(process.pid);
    await lock.release();
  });

  it('refuses at once a fresh lock held by a process that still runs', async () => {
    const directory = await freshDirectoryIn(temporary());
    const alive: LockOwner = { pid: process.ppid, hostname: hostname(), command: 'npm start', since: 'a moment ago' };
    await leftBehind(directory, alive, 0);

    const busy = await refusal(lockDataDirectory(directory, keepLock));

    expect(busy.message).to.include(
      `in use by process ${process.ppid} on ${hostname()} (npm start) since a moment ago`,
    );
    expect(busy.message).to.include('Nothing was changed.');
  });
});
