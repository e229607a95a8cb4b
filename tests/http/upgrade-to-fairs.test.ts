import { expect } from 'chai';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../../adapters/server/portal.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORDS } from '../../application/demo/demo-plan.js';
import { FIRST_FAIR_ID } from '../../domain/fair.js';
import { FakeClock } from '../support/fair-operations-store.js';
import { ApiClient, testPortalEnv } from '../support/portal-harness.js';

/** The small demo fair as the portal wrote it before fairs existed (`npm run cli -- demo` at commit 75effdd). */
const STORE_BEFORE_FAIRS = fileURLToPath(new URL('../fixtures/store-before-fairs', import.meta.url));

type Documents = Map<string, Map<string, unknown>>;

/** Every live document of every collection file, by collection and id, as nedb keeps them (the last line of an id wins). */
const storedDocuments = async (dataDir: string): Promise<Documents> => {
  const documents: Documents = new Map();
  const dbDir = path.join(dataDir, 'db');
  for (const file of (await readdir(dbDir)).filter((name) => name.endsWith('.db'))) {
    const byId = new Map<string, unknown>();
    for (const line of (await readFile(path.join(dbDir, file), 'utf8')).split('\n').filter(Boolean)) {
      const document = JSON.parse(line) as { _id?: string; $$deleted?: boolean };
      if (document._id === undefined) continue;
      if (document.$$deleted === true) byId.delete(document._id);
      else byId.set(document._id, document);
    }
    documents.set(file.replace(/\.db$/, ''), byId);
  }
  return documents;
};

describe('Upgrading a store written before fairs existed', function () {
  this.timeout(60_000);
  let dataDir: string;
  const clock = new FakeClock(new Date('2026-11-27T06:00:00Z'));
  const start = () => startPortal({ ...testPortalEnv(dataDir), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, { clock });

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-upgrade-'));
    await cp(STORE_BEFORE_FAIRS, dataDir, { recursive: true });
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('makes everything it holds the first fair, current, with every record kept as it was', async () => {
    const before = await storedDocuments(dataDir);
    expect(before.has('fairs')).to.equal(false);
    expect(before.get('interviews')!.size).to.be.above(0);

    await (await start()).stop();

    const after = await storedDocuments(dataDir);
    for (const [collection, documents] of before) {
      expect([...(after.get(collection)?.entries() ?? [])], collection).to.deep.equal([...documents.entries()]);
    }
    expect([...after.get('fairs')!.values()]).to.deep.equal([
      {
        _id: FIRST_FAIR_ID,
        name: 'Career fair 2026',
        year: 2026,
        current: true,
        createdAt: { $$date: clock.now().getTime() },
        endedAt: null,
        days: [],
        figures: null,
        closing: null,
      },
    ]);
  });

  it('serves the first fair as before: its accounts sign in and its interviews and selections are listed', async () => {
    const interviews = (await storedDocuments(dataDir)).get('interviews')!.size;
    const portal = await start();
    try {
      const api = new ApiClient(`${portal.url}/rest/api/v1`);
      const admin = await api.signIn('admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORDS.admin);
      const fairs = await api.get<Array<{ _id: string; current: boolean }>>('/admin/fairs', admin);
      expect(fairs.body.data.map((fair) => [fair._id, fair.current])).to.deep.equal([[FIRST_FAIR_ID, true]]);
      const listed = await api.get<{ total: number }>('/admin/interviews', admin, { fair: FIRST_FAIR_ID });
      expect(listed.body.data.total).to.equal(interviews);
      const student = await api.signIn('student', 'amaya@demo.fair', DEMO_PASSWORDS.student);
      const selection = await api.get<{ selectedCompaniesbyStudent: unknown[] }>(
        '/student/selected-companies',
        student,
      );
      expect(selection.body.data.selectedCompaniesbyStudent).to.have.length.above(0);
    } finally {
      await portal.stop();
    }
  });

  it('makes the first fair once, however often the portal starts', async () => {
    await (await start()).stop();
    clock.advance(400 * 86_400_000);
    await (await start()).stop();
    const fairs = [...(await storedDocuments(dataDir)).get('fairs')!.values()] as Array<{ name: string }>;
    expect(fairs.map((fair) => fair.name)).to.deep.equal(['Career fair 2026']);
  });
});
