import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../../adapters/server/portal.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from '../../application/demo/demo-plan.js';
import { runCli } from '../adapters/cli/run-cli.js';
import { readSheet } from '../support/downloads-readers.js';
import { FakeClock } from '../support/fair-operations-store.js';
import { ApiClient, testPortalEnv } from '../support/portal-harness.js';

const DAY_MS = 86_400_000;
const dateOf = (instant: Date): string => instant.toISOString().slice(0, 10);

describe("Next year's fair made from the small demo fair over HTTP", function () {
  this.timeout(120_000);
  let dataDir: string, stop: () => Promise<void>, api: ApiClient, admin: string;
  const clock = new FakeClock(new Date());
  const today = dateOf(clock.now());
  const yesterday = dateOf(new Date(clock.now().getTime() - DAY_MS));

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-next-'));
    const env = { ...testPortalEnv(dataDir), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    const demo = await runCli(env, ['demo']);
    expect(demo.failure).to.equal(null);
    const portal = await startPortal(env, { clock });
    stop = portal.stop;
    api = new ApiClient(`${portal.url}/rest/api/v1`);
    admin = await api.signIn('admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORDS.admin);
    const days = await api.post(
      '/admin/fair-settings',
      {
        fairDays: [
          { date: yesterday, opens: '08:00', closes: '18:00' },
          { date: today, opens: '08:00', closes: '18:00' },
        ],
      },
      admin,
    );
    expect(days.status).to.equal(200);
  });
  after(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints', async () => {
    const fairs = await api.get('/admin/fairs', admin);
    console.log(JSON.stringify(fairs.body, null, 1));
    const made = await api.post('/admin/fairs', { name: 'Career fair next', offsetDays: 364 }, admin);
    console.log(made.status, JSON.stringify(made.body));
    clock.advance(3 * DAY_MS);
    admin = await api.signIn('admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORDS.admin);
    const overlap = await api.post('/admin/fairs', { name: 'Career fair next', offsetDays: 1 }, admin);
    console.log(overlap.status, JSON.stringify(overlap.body));
    const interviews = await api.get('/admin/interviews', admin);
    console.log(JSON.stringify(interviews.body).slice(0, 600));
    const selected = await api.get('/admin/all-selected-companies', admin);
    console.log(JSON.stringify(selected.body).slice(0, 600));
    const ok = await api.post('/admin/fairs', { name: 'Career fair next', offsetDays: 364 }, admin);
    console.log(ok.status, JSON.stringify(ok.body));
    const old = (await api.get<Array<{ _id: string; current: boolean }>>('/admin/fairs', admin)).body.data;
    console.log(JSON.stringify(old));
    const past = old.find((fair) => !fair.current)!;
    console.log(JSON.stringify((await api.get('/admin/interviews', admin, { fair: past._id })).body).slice(0, 300));
    console.log(JSON.stringify((await api.get('/admin/interviews', admin)).body).slice(0, 300));
    console.log(JSON.stringify((await api.get('/admin/fairs/comparison', admin)).body));
    console.log(
      JSON.stringify((await api.post(`/admin/fair-settings?fair=${past._id}`, { fairDays: [] }, admin)).body),
    );
    console.log(JSON.stringify((await api.get('/admin/audit', admin)).body).slice(0, 500));
    const stats = await api.download('/admin/stats.xlsx', admin, { fair: past._id });
    console.log(stats.status, await readSheet(stats.bytes, 'Companies').catch((e) => String(e)));
  });
});
