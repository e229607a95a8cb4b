/*
 * The fair the benchmark runs on: `npm run cli -- demo --students N --companies M` in a temporary DATA_DIR, its
 * accounts read back with a bearer token each, and one company's interviewees given CVs of a
 * real size for the zip.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEmbeddedStore } from '../adapters/persistence/embedded-store.js';
import { resolveJwtSecret } from '../adapters/security/jwt-secret.js';
import { JwtTokenService } from '../adapters/security/jwt-token-service.js';
import type { Interview } from '../domain/interview.js';
import type { Listener } from '../domain/fair-event.js';
import { runTypeScript } from './child-process.js';

export interface BenchAccount {
  readonly token: string;
  /** Who the live stream takes this account for. */
  readonly listener: Listener;
}

export interface BenchCompany {
  readonly id: string;
  readonly username: string;
  readonly walkInOpen: boolean;
  readonly company: BenchAccount;
  readonly coordinator: BenchAccount;
  readonly panelIds: readonly string[];
  readonly interviews: readonly Interview[];
}

export interface BenchStudent extends BenchAccount {
  readonly id: string;
  /** What the student signs in with; every demo student's password is the demo's. */
  readonly email: string;
  readonly interviews: number;
}

export interface BenchFair {
  readonly dataDir: string;
  /** The demo's administrator. */
  readonly admin: BenchAccount;
  readonly students: readonly BenchStudent[];
  readonly companies: readonly BenchCompany[];
  readonly interviews: number;
  /** Seconds `demo --students N` took. */
  readonly fillSeconds: number;
  /** The company whose interviewees have real-size CVs, and where those CV files are. */
  readonly zip: { readonly company: BenchCompany; readonly files: readonly string[]; readonly bytes: number };
  remove(): Promise<void>;
}

/** A CV of a real size: a PDF header and an incompressible body, as scanned pages or embedded fonts are. */
const realSizeCv = (bytes: number): Uint8Array =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(bytes), Buffer.from('\n%%EOF\n')]);

const CV_BYTES = 200 * 1024;

/** The company with the median number of interviews: the board a typical company polls. */
export const typicalCompany = (companies: readonly BenchCompany[]): BenchCompany =>
  [...companies].sort((a, b) => a.interviews.length - b.interviews.length)[Math.floor(companies.length / 2)]!;

export const prepareBenchFair = async (students: number, companyCount: number): Promise<BenchFair> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'career-fair-bench-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const started = performance.now();
    const demo = ['demo', '--students', String(students), '--companies', String(companyCount)];
    await runTypeScript('adapters/cli/main.ts', demo, {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      timeoutMs: 15 * 60_000,
    });
    const fillSeconds = (performance.now() - started) / 1000;
    const tokens = new JwtTokenService({ secret: await resolveJwtSecret({ dataDir, jwtSecret: undefined }) });
    const account = (role: Listener['role'], accountId: string, companyId: string | null): BenchAccount => ({
      token: tokens.issue({ sub: accountId, role, ver: 0 }),
      listener: { role, accountId, companyId },
    });

    const store = await openEmbeddedStore({ dataDir });
    try {
      const all = await store.interviews.list({});
      const studentRecords = (await store.students.search({ text: '', page: 1, pageSize: students })).items;
      const interviewsOf = new Map<string, number>();
      for (const interview of all)
        interviewsOf.set(interview.studentId, (interviewsOf.get(interview.studentId) ?? 0) + 1);
      const benchStudents = studentRecords.map((student) => ({
        id: student.id,
        email: student.email,
        interviews: interviewsOf.get(student.id) ?? 0,
        ...account('student', student.id, null),
      }));
      const companies: BenchCompany[] = [];
      for (const company of await store.companies.list()) {
        const [coordinator] = await store.coordinators.listByCompany(company.id);
        companies.push({
          id: company.id,
          username: company.username,
          walkInOpen: company.walkingStatus,
          company: account('company', company.id, company.id),
          coordinator: account('coordinator', coordinator!.id, company.id),
          panelIds: (await store.panels.listByCompany(company.id)).map((panel) => panel.id),
          interviews: all.filter((interview) => interview.companyId === company.id),
        });
      }

      const [administrator] = await store.admins.list();
      if (administrator === undefined) throw new Error('The demo made no administrator');
      const zipCompany = typicalCompany(companies);
      const files: string[] = [];
      for (const student of await store.students.findByIds(zipCompany.interviews.map((i) => i.studentId))) {
        const cvKey = await store.files.put(realSizeCv(CV_BYTES), 'application/pdf');
        await store.students.setCvKey(student.id, cvKey);
        // The embedded file storage keeps a file's bytes under its key in DATA_DIR/files.
        files.push(path.join(dataDir, 'files', cvKey));
      }
      return {
        dataDir,
        admin: account('admin', administrator.id, null),
        students: benchStudents,
        companies,
        interviews: all.length,
        fillSeconds,
        zip: { company: zipCompany, files, bytes: files.length * realSizeCv(0).length + files.length * CV_BYTES },
        remove,
      };
    } finally {
      await store.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
};
