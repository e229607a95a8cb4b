import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestPortal } from '../../support/portal-harness.js';
import { runCli, useCliWorkspace } from './run-cli.js';

describe('The migrate command', () => {
  const workspace = useCliWorkspace();

  it('on the embedded store opens it once, which makes its indexes, and says so', async () => {
    const result = await runCli(workspace.env(), ['migrate']);

    expect(result.failure).to.equal(null);
    expect(result.printed).to.equal(
      `Embedded store in ${workspace.dataDir}: it makes its own indexes whenever it opens; they are ready.\n`,
    );
    expect(await readdir(join(workspace.dataDir, 'db'))).to.include('interviews.db');
  });

  it('changes nothing when run again, and the portal starts on the store it migrated', async () => {
    const first = await runCli(workspace.env(), ['migrate']);
    const again = await runCli(workspace.env(), ['migrate']);

    expect(again).to.deep.equal(first);
    const portal = await startTestPortal({ DATA_DIR: workspace.dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    await portal.stop();
  });

  it('is listed in the help of the command line', async () => {
    const result = await runCli(workspace.env(), ['--help']);

    expect(result.printed).to.match(/migrate\s+Create or change the database's indexes for this\s+version/);
  });
});
