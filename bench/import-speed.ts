/*
 * `npm run bench -- --only import`: an import of 5,000 students with an error of each kind seeded
 * among them, through the HTTP calls the Import page makes, on a portal in process (the embedded
 * store): the upload, the preview, the error file and the commit timed, the error file checked to
 * name every seeded row by its number, and the same file imported a second time, which must create nothing.
 */
import ExcelJS from 'exceljs';
import { loadAverage } from './child-process.js';
import type { Section } from './report.js';
import { importForm, STUDENT_MAPPING, studentsCsv, studentsWithSeededErrors } from '../tests/support/import-files.js';
import { FIRST_ADMIN, startTestPortal, type TestPortal } from '../tests/support/portal-harness.js';
import { registerConfirmedStudent } from '../tests/support/student-accounts.js';

/** The target: 5,000 students imported, preview and commit, in under 30 s. */
export const IMPORT_TARGET_MS = 30_000;
const STUDENTS = 5_000;

interface ImportRun {
  readonly uploadMs: number;
  readonly previewMs: number;
  readonly errorFileMs: number;
  readonly commitMs: number;
  readonly created: number;
  readonly existing: number;
  readonly invalid: number;
}

export interface ImportMeasurement {
  readonly students: number;
  readonly bytes: number;
  readonly seeded: number;
  readonly first: ImportRun;
  readonly second: ImportRun;
  readonly loadBefore: string;
  readonly loadAfter: string;
}

/** The error file's rows: each row number with its reasons (the last column). */
const errorFileRows = async (bytes: Buffer): Promise<Map<number, string>> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  const rows = new Map<number, string>();
  sheet?.eachRow((row, index) => {
    if (index > 1) rows.set(Number(row.getCell(1).value), String(row.getCell(row.cellCount).value));
  });
  return rows;
};

const timed = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await step();
  return [value, performance.now() - started];
};

const answered = <T>(answer: { status: number; body: { data: T; message: string } }, what: string): T => {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.message}`);
  return answer.body.data;
};

/**
 * Uploads, previews (the first page, as the Import page shows it), downloads the error file and
 * commits one file; throws unless the error file names each seeded row by its number and reason.
 */
const importOnce = async (
  portal: TestPortal,
  admin: string,
  file: Uint8Array,
  seeded: ReadonlyMap<number, string>,
): Promise<ImportRun> => {
  const [draft, uploadMs] = await timed(async () =>
    answered(await portal.api.postForm<{ draftId: string }>('/admin/import', importForm(file), admin), 'upload'),
  );
  const mapping = JSON.stringify(STUDENT_MAPPING);
  const path = `/admin/import/${draft.draftId}`;
  const [, previewMs] = await timed(async () =>
    answered(await portal.api.get(`${path}/preview`, admin, { mapping }), 'preview'),
  );
  const [errors, errorFileMs] = await timed(async () => {
    const download = await portal.api.download(`${path}/errors`, admin, { mapping });
    if (download.status !== 200) throw new Error(`error file: ${download.status}`);
    return errorFileRows(download.bytes);
  });
  for (const [row, reason] of seeded) {
    if (!errors.get(row)?.includes(reason)) throw new Error(`The error file does not name row ${row}: ${reason}`);
  }
  const [outcome, commitMs] = await timed(async () =>
    answered(
      await portal.api.post<{ created: number; existing: number; invalid: number }>(
        `/admin/import/${draft.draftId}/commit`,
        { mapping: STUDENT_MAPPING },
        admin,
      ),
      'commit',
    ),
  );
  return { uploadMs, previewMs, errorFileMs, commitMs, ...outcome };
};

export const measureImport = async (say: (line: string) => void = () => undefined): Promise<ImportMeasurement> => {
  const portal = await startTestPortal();
  try {
    const admin = await portal.api.signIn('admin', FIRST_ADMIN.email, FIRST_ADMIN.password);
    const existing = await registerConfirmedStudent(portal);
    const file = studentsWithSeededErrors(STUDENTS, 'bench', {
      otherAccountEmail: FIRST_ADMIN.email,
      existingStudentEmail: existing.email,
    });
    const bytes = studentsCsv(file.rows);
    const loadBefore = await loadAverage();
    const first = await importOnce(portal, admin, bytes, file.seeded);
    say(`  first import: ${first.created} created, committed in ${(first.commitMs / 1000).toFixed(1)} s`);
    const second = await importOnce(portal, admin, bytes, file.seeded);
    if (second.created !== 0) throw new Error(`The second import created ${second.created} students`);
    const loadAfter = await loadAverage();
    return { students: STUDENTS, bytes: bytes.length, seeded: file.seeded.size, first, second, loadBefore, loadAfter };
  } finally {
    await portal.dispose();
  }
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

const runRow = (name: string, run: ImportRun): string => {
  const total = run.uploadMs + run.previewMs + run.errorFileMs + run.commitMs;
  const met = total < IMPORT_TARGET_MS ? '✔' : '✘';
  return `| ${name} | ${seconds(run.uploadMs)} | ${seconds(run.previewMs)} | ${seconds(run.errorFileMs)} | ${seconds(run.commitMs)} | ${seconds(total)} | ${run.created} | ${run.existing} | ${run.invalid} | < ${IMPORT_TARGET_MS / 1000} s ${met} |`;
};

export const importSection = (measured: ImportMeasurement): Section => ({
  title: 'Importing students',
  body: [
    `A CSV of ${measured.students.toLocaleString('en')} students (${(measured.bytes / 1024).toFixed(0)} KB) with ${measured.seeded} seeded errors, one of each kind (a missing field, an invalid e-mail, a title sign-up refuses, an index number too long, an e-mail and an index number twice in the file, an administrator's e-mail), and one student who has an account already; imported through the Import page's calls on a portal in process (embedded store): upload, the preview's first page, the error file (checked to name each seeded row by its number and reason), commit (accounts written in batches, an invitation queued for each). The same file is then imported again.`,
    '',
    '| import | upload | preview | error file | commit | total | created | skipped as existing | invalid | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    runRow('first', measured.first),
    runRow('the same file again', measured.second),
    '',
    `Load average (/proc/loadavg) before: ${measured.loadBefore}; after: ${measured.loadAfter}.`,
  ].join('\n'),
});
