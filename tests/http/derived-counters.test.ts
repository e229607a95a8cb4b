import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NedbDatabase } from '../../adapters/persistence/nedb-database.js';
import { openEmbeddedStore } from '../../adapters/persistence/embedded-store.js';
import { startPortal, type RunningPortal } from '../../adapters/server/portal.js';
import { aSelection, aSelectionEntry, aStudent } from '../support/builders.js';
import { createCompany } from '../support/company-accounts.js';
import { ApiClient, FIRST_ADMIN, testPortalEnv, type TestPortal } from '../support/portal-harness.js';

interface CompanyJson {
  readonly _id: string;
  readonly slotsFilled: number;
}

/**
 * slotsFilled is counted from the selections whenever a company is read, so no crash between
 * storing a selection and counting it, and no number left in an old record, can make it wrong.
 */
describe('Derived counters are never stale: slotsFilled after a crash-like write', () => {
  let dataDir: string;
  let portal: RunningPortal | null = null;

  /** The portal on the test's data directory, which outlives it: started again, it finds the same data. */
  const start = async (): Promise<TestPortal> => {
    const running = await startPortal(testPortalEnv(dataDir));
    portal = running;
    return { ...running, api: new ApiClient(`${running.url}/rest/api/v1`), dispose: stop };
  };
  const stop = async () => {
    await portal?.stop();
    portal = null;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-counters-'));
  });
  afterEach(async () => {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the number of selections listing a company, though they were stored without any count and an old count says 7', async () => {
    const first = await start();
    const chosen = await createCompany(first, await first.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password));
    await stop();

    // What a crash after storing the selections and before any recount leaves behind, in a record
    // written by an older portal that kept a number of its own.
    const store = await openEmbeddedStore({ dataDir });
    for (let i = 0; i < 3; i++) {
      await store.students.add(aStudent({ selection: aSelection([aSelectionEntry({ companyId: chosen.id })]) }));
    }
    await store.students.add(aStudent({ selection: aSelection([aSelectionEntry()]) }));
    await store.close();
    const database = new NedbDatabase(path.join(dataDir, 'db'));
    await (await database.collection({ name: 'companies', indexes: [] })).set({ _id: chosen.id }, { slotsFilled: 7 });
    await database.close();

    const { api } = await start();
    const admin = await api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const listed = (await api.get<CompanyJson[]>('/company/', admin)).body.data.find(
      (company) => company._id === chosen.id,
    );
    expect(listed?.slotsFilled).to.equal(3);
    const single = await api.get<CompanyJson>('/company/single', admin, { id: chosen.id });
    expect(single.body.data.slotsFilled).to.equal(3);

    const form = new FormData();
    form.append('slotsFilled', '99');
    const recounted = await api.postForm<CompanyJson>(`/student/update-company/${chosen.id}`, form, admin);
    expect(recounted.status).to.equal(200);
    expect(recounted.body.data.slotsFilled).to.equal(3);
  });
});
