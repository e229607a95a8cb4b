import { expect } from 'chai';
import { ALREADY_FILLED } from '../../../adapters/cli/demo-command.js';
import { openEmbeddedStore } from '../../../adapters/persistence/embedded-store.js';
import { runCli, useCliWorkspace } from './run-cli.js';

describe('The demo command with --unless-filled (npm run demo)', function () {
  // The administrator is hashed with argon2id.
  this.timeout(30_000);

  const workspace = useCliWorkspace();

  it('leaves a store that already has data as it is, says so, and succeeds, so the portal starts next', async () => {
    const admin = await runCli(workspace.env(), ['create-admin', '--email', 'own@fair.test', '--password', 'own-pass']);
    expect(admin.failure).to.equal(null);

    const run = await runCli(workspace.env(), ['demo', '--unless-filled']);

    expect(run.failure).to.equal(null);
    expect(run.printed).to.equal(`${ALREADY_FILLED}\n`);
    const store = await openEmbeddedStore({ dataDir: workspace.dataDir });
    try {
      expect((await store.admins.list()).map((listed) => listed.email)).to.deep.equal(['own@fair.test']);
      expect(await store.companies.list()).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });

  it('without the option still refuses a store with data', async () => {
    await runCli(workspace.env(), ['create-admin', '--email', 'own@fair.test', '--password', 'own-pass']);

    const run = await runCli(workspace.env(), ['demo']);

    expect(run.failure?.message).to.include('The demo fills only an empty store');
  });
});
