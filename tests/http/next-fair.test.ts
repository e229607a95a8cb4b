import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal } from '../../adapters/server/portal.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from '../../application/demo/demo-plan.js';
import { runCli } from '../adapters/cli/run-cli.js';
import { readSheet, readZip } from '../support/downloads-readers.js';
import { FakeClock } from '../support/fair-operations-store.js';
import { ApiClient, testPortalEnv } from '../support/portal-harness.js';

const DAY_MS = 86_400_000;
const dateOf = (instant: Date): string => instant.toISOString().slice(0, 10);
const laterBy = (date: string, days: number): string =>
  dateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

interface ListedFair {
  readonly _id: string;
  readonly name: string;
  readonly current: boolean;
  readonly days: string[];
}

/** What the administrators read of a fair: its lists as JSON and its spreadsheets as rows. */
const READS = [
  '/admin/interviews',
  '/admin/all-selected-companies',
  '/admin/stats',
  '/admin/audit',
  '/company',
  '/admin/fair-settings',
];
const SHEETS = [
  ['/admin/stats.xlsx', 'Companies'],
  ['/admin/allocation.xlsx', 'Sorted Allocation'],
  ['/admin/fair-report.xlsx', 'Companies'],
] as const;

describe("Next year's fair made from the small demo fair over HTTP", function () {
  this.timeout(120_000);
  let dataDir: string, stop: () => Promise<void>, api: ApiClient, admin: string;
  // Mid-morning, so that the day is the same on the event's clock (Asia/Colombo) as in UTC.
  const today = dateOf(new Date());
  const clock = new FakeClock(new Date(`${today}T06:00:00Z`));
  const yesterday = laterBy(today, -1);
  let lastFair: ListedFair;
  const asItEnded: Record<string, unknown> = {};

  const fairs = async () => (await api.get<ListedFair[]>('/admin/fairs', admin)).body.data;
  /** Everything the administrators read of the fair: each list, and each spreadsheet's rows. */
  const everything = async (fair: Record<string, string> = {}) => {
    const read: Record<string, unknown> = {};
    for (const route of READS) read[route] = (await api.get(route, admin, fair)).body;
    for (const [route, sheet] of SHEETS)
      read[route] = (await readSheet((await api.download(route, admin, fair)).bytes, sheet)).rows;
    return read;
  };
  const signInAdmin = async () => (admin = await api.signIn('admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORDS.admin));

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-next-'));
    const env = { ...testPortalEnv(dataDir), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
    expect((await runCli(env, ['demo'])).failure).to.equal(null);
    const portal = await startPortal(env, { clock });
    stop = portal.stop;
    api = new ApiClient(`${portal.url}/rest/api/v1`);
    await signInAdmin();
    const days = [yesterday, today].map((date) => ({ date, opens: '08:00', closes: '18:00' }));
    expect((await api.post('/admin/fair-settings', { fairDays: days }, admin)).status).to.equal(200);
  });
  after(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds the demo as the first fair, current, on its days', async () => {
    const [first, ...others] = await fairs();
    expect(others).to.deep.equal([]);
    expect(first).to.include({ current: true, name: `Career fair ${today.slice(0, 4)}` });
    expect(first!.days).to.deep.equal([yesterday, today]);
    lastFair = first!;
  });

  it('refuses to make the next fair while this one runs, changing nothing', async () => {
    const refused = await api.post('/admin/fairs', { name: 'Career fair next', offsetDays: 364 }, admin);
    expect([refused.status, refused.body.message]).to.deep.equal([
      409,
      `This fair runs until ${today}: next year's fair can be made once it is over`,
    ]);
    expect(await fairs()).to.deep.equal([lastFair]);
  });

  it("refuses, once it is over, an offset that makes the fairs' days overlap, naming the least offset", async () => {
    clock.advance(3 * DAY_MS);
    await signInAdmin();
    Object.assign(asItEnded, await everything());
    const refused = await api.post('/admin/fairs', { name: 'Career fair next', offsetDays: 1 }, admin);
    expect([refused.status, refused.body.message]).to.deep.equal([
      400,
      `An offset of 1 day puts the new fair's first day on ${today}, not after this fair's last day ${today}: ` +
        "the fairs' days would overlap. Choose at least 2 days",
    ]);
    expect(await fairs()).to.deep.equal([lastFair]);
    expect(await everything()).to.deep.equal(asItEnded);
  });

  it('makes the next fair current, its days moved on, and keeps the last fair as it ended, read-only', async () => {
    const made = await api.post<ListedFair>('/admin/fairs', { name: 'Career fair next', offsetDays: 364 }, admin);
    expect(made.status).to.equal(201);
    expect(made.body.data).to.include({ name: 'Career fair next', current: true });
    expect(made.body.data.days).to.deep.equal([laterBy(yesterday, 364), laterBy(today, 364)]);
    const [next, last] = await fairs();
    expect(next!._id).to.equal(made.body.data._id);
    expect(last).to.include({ _id: lastFair._id, current: false });
    expect(await everything({ fair: lastFair._id })).to.deep.equal(asItEnded);
  });

  it("starts the next fair with the companies, panels and coordinators, and nothing of the students'", async () => {
    const companies = (await api.get<Array<{ _id: string }>>('/company', admin)).body.data;
    expect(companies).to.have.length(3);
    const coordinator = await api.signIn('coordinator', 'coordinator.nova@demo.fair', DEMO_PASSWORDS.coordinator);
    const nova = (
      await api.get<{ _id: string }>('/company/single', await api.signInCompany('nova', DEMO_PASSWORDS.company))
    ).body.data;
    const panels = await api.get<Array<{ panelName: string }>>('/panel/all', coordinator, { id: nova._id });
    expect(panels.body.data.map((panel) => panel.panelName)).to.have.members([
      'Robotics and Automation',
      'Software Engineering',
    ]);

    expect((await api.get<{ total: number }>('/admin/interviews', admin)).body.data.total).to.equal(0);
    expect((await api.get('/admin/all-selected-companies', admin)).body.data).to.deep.equal([]);
    const student = await api.signIn('student', 'amaya@demo.fair', DEMO_PASSWORDS.student);
    expect((await api.get('/student/selected-companies', student)).body.data).to.deep.include({
      selectedCompaniesbyStudent: [],
    });
    const audit = (await api.get<{ items: Array<{ action: string }> }>('/admin/audit', admin)).body.data.items;
    expect(audit.map((entry) => entry.action)).to.deep.equal(['fair.made']);
  });

  it('refuses every change to the past fair with 409 and its message, changing nothing', async () => {
    const readOnly = `${lastFair.name} is over and read-only: changes go to the current fair`;
    const settingsNow = (await api.get('/admin/fair-settings', admin)).body;
    for (const refused of [
      await api.post(`/admin/fair-settings?fair=${lastFair._id}`, { fairDays: [] }, admin),
      await api.post(`/admin/allocate?fair=${lastFair._id}`, { dryRun: false }, admin),
      await api.delete(
        `/company/delete/${(asItEnded['/company'] as { data: Array<{ _id: string }> }).data[0]!._id}?fair=${lastFair._id}`,
        admin,
      ),
    ]) {
      expect([refused.status, refused.body.error, refused.body.message]).to.deep.equal([409, 'CONFLICT', readOnly]);
    }
    expect(await everything({ fair: lastFair._id })).to.deep.equal(asItEnded);
    expect((await api.get('/admin/fair-settings', admin)).body).to.deep.equal(settingsNow);
  });

  it('opens a past fair to administrators only, and names an unknown fair', async () => {
    const student = await api.signIn('student', 'amaya@demo.fair', DEMO_PASSWORDS.student);
    const refused = await api.get('/student/selected-companies', student, { fair: lastFair._id });
    expect([refused.status, refused.body.message]).to.deep.equal([403, 'Only administrators open a past fair']);
    const unknown = await api.get('/admin/interviews', admin, { fair: 'f'.repeat(24) });
    expect([unknown.status, unknown.body.message]).to.deep.equal([404, `No fair with id ${'f'.repeat(24)}`]);
  });

  it("sets the current fair's figures beside the last fair's as it ended", async () => {
    const comparison = await api.get<{
      current: { name: string; figures: { interviews: number } };
      last: { name: string; figures: { interviews: number; companies: number } };
    }>('/admin/fairs/comparison', admin);
    const lastInterviews = (
      asItEnded['/admin/stats'] as { data: { companies: Array<{ interviews: number }> } }
    ).data.companies.reduce((sum, company) => sum + company.interviews, 0);
    expect(lastInterviews).to.be.above(0);
    expect(comparison.body.data.current).to.deep.include({ name: 'Career fair next' });
    expect(comparison.body.data.current.figures.interviews).to.equal(0);
    expect(comparison.body.data.last).to.deep.include({ name: lastFair.name });
    expect(comparison.body.data.last.figures).to.include({ interviews: lastInterviews, companies: 3 });
  });

  it("gives a student, in their data's download, what each past fair holds of them in a folder of its own", async () => {
    const student = await api.signIn('student', 'amaya@demo.fair', DEMO_PASSWORDS.student);
    const entries = await readZip((await api.download('/student/my-data', student)).bytes);
    const folder = `past-fairs/${lastFair.name} (${lastFair._id})/`;
    const read = (name: string) =>
      JSON.parse(entries.find((entry) => entry.name === name)!.bytes.toString()) as unknown;
    expect(read('selections.json')).to.equal(null);
    expect(read('interviews.json')).to.deep.equal([]);
    expect(
      (read(`${folder}selections.json`) as { selectedCompaniesbyStudent: unknown[] }).selectedCompaniesbyStudent,
    ).to.have.length.above(0);
    expect(read(`${folder}interviews.json`)).to.have.length.above(0);
  });

  it('erases a student who deletes their account from the past fair too', async () => {
    const student = await api.signIn('student', 'amaya@demo.fair', DEMO_PASSWORDS.student);
    expect(
      JSON.stringify((await api.get('/admin/all-selected-companies', admin, { fair: lastFair._id })).body),
    ).to.include('amaya@demo.fair');
    expect((await api.post('/student/erase', { password: DEMO_PASSWORDS.student }, student)).status).to.equal(200);
    const past = await everything({ fair: lastFair._id });
    expect(JSON.stringify(past)).to.not.include('amaya@demo.fair');
    expect(JSON.stringify(past)).to.not.include('A.M. Perera');
  });
});
