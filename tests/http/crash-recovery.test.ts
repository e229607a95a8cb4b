import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CreatedCompany, createCompany } from '../support/company-accounts.js';
import { cvForm, pdfFile } from '../support/downloads-http.js';
import { choose, selectionBody, type SelectionAnswer } from '../support/fair-operations.js';
import { filesAndRecords } from '../support/files-and-records.js';
import { ApiClient, FIRST_ADMIN, startTestPortal, TEST_JWT_SECRET } from '../support/portal-harness.js';
import { PortalProcess } from '../support/portal-process.js';
import { type ConfirmedStudent, registerConfirmedStudent } from '../support/student-accounts.js';

const STUDENTS = 6;
/** Each student sends at most this many writes of each kind, one after the other. */
const WRITES_PER_CHAIN = 25;
/** The server is killed once this many writes have been acknowledged: well inside the burst. */
const KILL_AFTER_ACKNOWLEDGED = 60;

type Kind = 'selection' | 'profile' | 'cv';

/** One student's writes of one kind: which was last acknowledged, and which was sent but never answered. */
interface Chain {
  readonly student: ConfirmedStudent;
  readonly kind: Kind;
  lastAcknowledged: number | null;
  unanswered: number | null;
}

const cvBytes = (student: ConfirmedStudent, write: number): Buffer => pdfFile(`CV ${write} of ${student.email}`);
const description = (write: number): string => `Profile write ${write}`;

describe('Recovery from kill -9 during a burst of writes', function () {
  // Students are hashed with argon2id, and the server is started three times, once after a crash.
  this.timeout(180_000);

  let dataDir: string;
  let companies: CreatedCompany[];
  let students: ConfirmedStudent[];
  let server: PortalProcess | null = null;

  const env = () => ({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET });
  /** The selection a write sends: a different set and order of companies for each write. */
  const choicesFor = (write: number) =>
    [...companies.slice(write % companies.length), ...companies.slice(0, write % companies.length)]
      .slice(0, 1 + (write % companies.length))
      .map((company) => choose(company));

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-crash-'));
    const setup = await startTestPortal({ DATA_DIR: dataDir });
    try {
      const admin = await setup.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
      companies = [];
      for (let i = 0; i < 3; i++) companies.push(await createCompany(setup, admin));
      students = [];
      for (let i = 0; i < STUDENTS; i++) students.push(await registerConfirmedStudent(setup));
    } finally {
      await setup.stop();
    }
  });

  after(async () => {
    await server?.killHard();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, every file whole, no temporary or unpointed file, and slotsFilled right', async () => {
    server = await PortalProcess.start(env());
    const api = new ApiClient(`${server.url}/rest/api/v1`);
    const send = (chain: Chain, write: number) => {
      const { token } = chain.student;
      if (chain.kind === 'selection')
        return api.post('/student/selected-companies', selectionBody(choicesFor(write)), token);
      if (chain.kind === 'profile') return api.post('/student/update/', { description: description(write) }, token);
      return api.postForm('/student/upload-cv/', cvForm(cvBytes(chain.student, write)), token);
    };

    const chains: Chain[] = students.flatMap((student) =>
      (['selection', 'profile', 'cv'] as const).map((kind) => ({
        student,
        kind,
        lastAcknowledged: null,
        unanswered: null,
      })),
    );
    let acknowledged = 0;
    const refusals: string[] = [];
    const crashed = server;
    const run = async (chain: Chain) => {
      for (let write = 0; write < WRITES_PER_CHAIN; write++) {
        chain.unanswered = write;
        let status;
        try {
          status = (await send(chain, write)).status;
        } catch {
          return; // The server is gone: this write may or may not have been stored.
        }
        chain.unanswered = null;
        if (status !== 200) {
          refusals.push(`${chain.kind} ${write}: ${status}`);
          return;
        }
        chain.lastAcknowledged = write;
        if (++acknowledged === KILL_AFTER_ACKNOWLEDGED) void crashed.killHard();
      }
    };
    await Promise.all(chains.map(run));
    const exit = await crashed.exited;

    expect(refusals, 'writes the running server refused').to.deep.equal([]);
    expect(exit.signal, 'the server was killed mid-burst').to.equal('SIGKILL');
    expect(
      chains.some((chain) => chain.lastAcknowledged !== WRITES_PER_CHAIN - 1),
      'writes were cut off',
    ).to.equal(true);

    server = await PortalProcess.start({ ...env(), LOG_LEVEL: 'info' });
    const after = new ApiClient(`${server.url}/rest/api/v1`);
    /** What a chain's field may hold now: its last acknowledged write, or the one under way when the server died. */
    const possible = (chain: Chain) => [chain.lastAcknowledged, chain.unanswered].filter((write) => write !== null);

    const selectionOf = new Map<string, string[]>();
    for (const chain of chains) {
      const { student } = chain;
      if (chain.kind === 'selection') {
        const stored = (await after.get<SelectionAnswer>('/student/selected-companies', student.token)).body.data;
        const ids = stored.selectedCompaniesbyStudent.map((entry) => entry.companyId);
        selectionOf.set(student.id, ids);
        const expected = possible(chain).map((write) => choicesFor(write).map((choice) => choice.companyId));
        if (chain.lastAcknowledged === null) expected.push([]);
        expect(expected, `selection of ${student.email}`).to.deep.include(ids);
      } else if (chain.kind === 'profile') {
        const stored = (await after.get<{ description: string }>('/student/single', student.token)).body.data;
        const expected = possible(chain).map(description);
        if (chain.lastAcknowledged === null) expected.push('');
        expect(expected, `profile of ${student.email}`).to.include(stored.description);
      } else {
        const cv = await after.download('/student/get-cv', student.token);
        if (chain.lastAcknowledged === null && cv.status === 404) continue;
        expect(cv.status, `CV of ${student.email}`).to.equal(200);
        const intact = possible(chain).some((write) => cv.bytes.equals(cvBytes(student, write)));
        expect(intact, `the CV of ${student.email} is one it sent, byte for byte`).to.equal(true);
      }
    }

    const admin = await after.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    for (const company of companies) {
      const stored = await after.get<{ slotsFilled: number }>('/company/single', admin, { id: company.id });
      const choosing = [...selectionOf.values()].filter((ids) => ids.includes(company.id)).length;
      expect(stored.body.data.slotsFilled, `slotsFilled of ${company.username}`).to.equal(choosing);
    }

    const sweep = server.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; orphans?: number; unfinished?: number })
      .find((line) => line.msg?.startsWith('start-up sweep'));
    expect(sweep, 'the start-up sweep is logged with its counts').to.include.keys('orphans', 'unfinished');

    await server.stop();
    server = null;
    const { onDisk, pointedAt, leftovers } = await filesAndRecords(dataDir);
    expect(leftovers, 'temporary or half-stored files').to.deep.equal([]);
    expect(onDisk, 'files on disk are exactly those the records point at').to.deep.equal(pointedAt);
  });
});
