import { expect } from 'chai';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { startTestPortal } from '../../support/portal-harness.js';
import { runCli as runCommand, useCliWorkspace } from './run-cli.js';

const runCli = (env: Record<string, string>, ...args: string[]) => runCommand(env, args);

describe('The create-admin command', () => {
  const workspace = useCliWorkspace();
  const createAdmin = (email: string, password: string) =>
    runCli({ DATA_DIR: workspace.dataDir }, 'create-admin', '--email', email, '--password', password);

  it('adds an administrator to the embedded store who can then sign in over HTTP', async () => {
    const env = { DATA_DIR: workspace.dataDir, LOG_LEVEL: 'silent' };
    const result = await runCli(env, 'create-admin', '--email', 'Boss@Fair.Test', '--password', 'boss-password');
    expect(result.failure).to.equal(null);
    expect(result.printed).to.include('Admin boss@fair.test created.');

    const portal = await startTestPortal({ DATA_DIR: workspace.dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const token = await portal.api.signIn('admin', 'boss@fair.test', 'boss-password');
      expect(token).to.be.a('string');
    } finally {
      await portal.stop();
    }
  });

  it('takes the e-mail and password from ADMIN_EMAIL and ADMIN_PASSWORD when no options are given', async () => {
    const result = await runCli(
      { DATA_DIR: workspace.dataDir, ADMIN_EMAIL: 'env@fair.test', ADMIN_PASSWORD: 'from-the-env' },
      'create-admin',
    );
    expect(result.failure).to.equal(null);
    expect(result.printed).to.include('Admin env@fair.test created.');
  });

  it('records the addition in the audit log, naming the operator at the command line; nothing when refused', async () => {
    expect((await createAdmin('logged@fair.test', 'logged-secret')).failure).to.equal(null);
    expect((await createAdmin('logged@fair.test', 'logged-secret')).failure).to.not.equal(null);

    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      const log = await store.audit.search({ text: '', page: 1, pageSize: 50 });
      const added = await store.admins.findByEmail('logged@fair.test');
      expect(log.total).to.equal(1);
      expect(log.items[0]).to.deep.include({
        adminId: 'command-line',
        adminEmail: 'command line',
        action: 'admin.added',
        targets: [added?.id],
        summary: 'Added administrator logged@fair.test',
      });
      expect(JSON.stringify(log.items)).to.not.contain('logged-secret');
    } finally {
      await store.close();
    }
  });

  it('refuses a short password with the sign-in rule message and adds nobody', async () => {
    const result = await createAdmin('a@fair.test', '123');
    expect(result.failure?.message).to.include('Password should contain at least 6 characters');
  });

  it('refuses an e-mail that is already an administrator', async () => {
    await createAdmin('a@fair.test', 'secret-1');
    const again = await createAdmin('a@fair.test', 'secret-2');
    expect(again.failure?.message).to.include('An account with this email already exists');
  });

  it('answers an unknown command with its usage, as an error rather than by ending the process', async () => {
    const result = await runCli({ DATA_DIR: workspace.dataDir }, 'nonsense');
    expect(result.complained).to.include("unknown command 'nonsense'");
    expect(result.failure).to.have.property('exitCode', 1);
  });

  it('lists its commands under --help', async () => {
    const result = await runCli({ DATA_DIR: workspace.dataDir }, '--help');
    expect(result.printed).to.include('create-admin');
  });
});
