import { expect } from 'chai';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from '../../../application/demo/demo-plan.js';
import { readSheet } from '../../support/downloads-readers.js';
import { startTestPortal, testPortalEnv } from '../../support/portal-harness.js';
import { runCli, useCliWorkspace } from './run-cli.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe('The commands on a fair named with --fair', function () {
  this.timeout(60_000);
  const workspace = useCliWorkspace();
  const env = () => ({ ...testPortalEnv(workspace.dataDir), ...workspace.env(), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });

  /** The demo fair, held three days ago, and next year's fair made from it: answers the past fair's id. */
  const demoFairMadePast = async (): Promise<string> => {
    expect((await runCli(env(), ['demo'])).failure).to.equal(null);
    const portal = await startTestPortal({ DATA_DIR: workspace.dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    try {
      const admin = await portal.api.signIn('admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORDS.admin);
      await portal.api.post(
        '/admin/fair-settings',
        { fairDays: [{ date: daysAgo(3), opens: '09:00', closes: '17:00' }] },
        admin,
      );
      const made = await portal.api.post<{ _id: string }>('/admin/fairs', { name: 'Next', offsetDays: 364 }, admin);
      expect(made.status).to.equal(201);
      const fairs = await portal.api.get<Array<{ _id: string; current: boolean }>>('/admin/fairs', admin);
      return fairs.body.data.find((fair) => !fair.current)!._id;
    } finally {
      await portal.stop();
    }
  };

  it("write the past fair's spreadsheet and CV bundles, and the current fair's without it", async () => {
    const pastFair = await demoFairMadePast();
    const past = path.join(workspace.outDir, 'past.xlsx');
    const current = path.join(workspace.outDir, 'current.xlsx');
    expect((await runCli(env(), ['allocation', '--out', past, '--fair', pastFair])).failure).to.equal(null);
    expect((await readSheet(await readFile(past), 'Sorted Allocation')).rows).to.have.length(1 + 12);
    // The next fair has no selection yet.
    expect((await runCli(env(), ['allocation', '--out', current])).failure?.message).to.equal(
      'No data available to download',
    );

    const bundles = path.join(workspace.outDir, 'bundles');
    const run = await runCli(env(), ['cv-bundles', '--out', bundles, '--fair', pastFair]);
    expect(run.failure).to.equal(null);
    expect(await readdir(bundles)).to.have.length(3);
  });

  it('refuse a change to a past fair, and name an unknown fair', async () => {
    const pastFair = await demoFairMadePast();
    const apply = await runCli(env(), ['allocation', '--apply', '--fair', pastFair]);
    expect(apply.failure?.message).to.include('is over and read-only: changes go to the current fair');
    const unknown = await runCli(env(), [
      'allocation',
      '--out',
      path.join(workspace.outDir, 'x.xlsx'),
      '--fair',
      'f'.repeat(24),
    ]);
    expect(unknown.failure?.message).to.equal(`No fair with id ${'f'.repeat(24)}`);
  });
});
