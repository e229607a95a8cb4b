import { expect } from 'chai';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_DIRECTORY, LOCK_OWNER_FILE } from '../../adapters/system/data-directory-lock.js';
import { runCli } from '../adapters/cli/run-cli.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../support/portal-harness.js';
import { CLI_SCRIPT, runToEnd, SERVER_SCRIPT } from '../support/portal-process.js';

/** Every file under the directory with its size and modification time, but the lock, which its holder keeps fresh. */
const snapshot = async (directory: string): Promise<string[]> => {
  const entries = await readdir(directory, { recursive: true });
  const described = await Promise.all(
    entries
      .filter((entry) => entry !== LOCK_DIRECTORY)
      .map(async (entry) => {
        const info = await stat(path.join(directory, entry));
        return `${entry} ${info.size} ${info.mtimeMs}`;
      }),
  );
  return described.sort();
};

describe('One process per data directory', function () {
  // Each refused process is a real `node` started through tsx.
  this.timeout(60_000);

  let dataDir: string;
  let portal: TestPortal | null;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-lock-'));
    portal = await startTestPortal({ DATA_DIR: dataDir });
  });

  afterEach(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const refusal = (stderr: string) => {
    expect(stderr).to.include(`The data directory ${dataDir} is in use by process ${process.pid}`);
    expect(stderr).to.include('Nothing was changed.');
  };

  it('refuses a second portal on the same data directory, which exits non-zero naming the directory and its holder, and changes nothing', async () => {
    const before = await snapshot(dataDir);

    const second = await runToEnd(SERVER_SCRIPT, [], { DATA_DIR: dataDir, PORT: '0' });

    expect(second.code).to.equal(1);
    refusal(second.stderr);
    expect(second.stdout).not.to.include('running at');
    expect(await snapshot(dataDir)).to.deep.equal(before);
    expect(await portal!.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password)).to.be.a('string');
  });

  it('refuses every command that opens the store while the portal runs, and the portal keeps its data', async () => {
    const before = await snapshot(dataDir);

    const demo = await runToEnd(CLI_SCRIPT, ['demo'], { DATA_DIR: dataDir });
    const createAdmin = await runToEnd(
      CLI_SCRIPT,
      ['create-admin', '--email', 'late@fair.test', '--password', 'late-pass'],
      {
        DATA_DIR: dataDir,
      },
    );

    for (const refused of [demo, createAdmin]) {
      expect(refused.code).to.equal(1);
      refusal(refused.stderr);
    }
    expect(demo.stdout).not.to.include('Demo data added');
    expect(await snapshot(dataDir)).to.deep.equal(before);
    const token = await portal!.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const admins = await portal!.api.get<{ email: string }[]>('/admin/', token);
    expect(admins.body.data.map((admin) => admin.email)).to.deep.equal([FIRST_ADMIN.email]);
  });

  it('is released when the portal stops, so the next command takes the directory at once', async () => {
    await portal!.stop();
    portal = null;
    const afterStop = await readdir(dataDir);
    expect(afterStop).not.to.include(LOCK_DIRECTORY);
    expect(afterStop).not.to.include(LOCK_OWNER_FILE);

    const run = await runCli({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, [
      'create-admin',
      '--email',
      'next@fair.test',
      '--password',
      'next-pass',
    ]);

    expect(run.failure).to.equal(null);
    expect(run.printed).to.include('Admin next@fair.test created.');
    const entries = await readdir(dataDir);
    expect(entries).not.to.include(LOCK_DIRECTORY);
    expect(entries).not.to.include(LOCK_OWNER_FILE);
  });
});
