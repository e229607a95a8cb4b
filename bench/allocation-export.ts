import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ExcelJsSpreadsheetWriter } from '../adapters/documents/exceljs-spreadsheet-writer.js';
import { openEmbeddedStore } from '../adapters/persistence/embedded-store.js';
import type { Store } from '../adapters/persistence/store.js';
import { ExportAllocation } from '../application/downloads/export-allocation.js';
import { ALLOCATION_COLUMNS, ALLOCATION_SHEET_NAME } from '../domain/allocation.js';
import { seedSelections } from './fair-data.js';
import { MB, withPeakRss } from './memory.js';

export interface ExportMeasurement {
  readonly writer: string;
  readonly students: number;
  readonly rows: number;
  readonly ms: number;
  readonly rowsPerSecond: number;
  readonly bytes: number;
  /** Resident memory added while the workbook was written (the rows were already loaded). */
  readonly rssGrowthMb: number;
  readonly rssPeakMb: number;
}

/** A sink that counts what it is given and keeps nothing: only the writer's own memory shows. */
const countingSink = () => {
  let bytes = 0;
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { out, bytes: () => bytes };
};

/** The allocation workbook the use case makes of the store, with the streaming writer. */
const exportedFrom = async (store: Store) => {
  const exportAllocation = new ExportAllocation({
    students: store.students,
    companies: store.companies,
    spreadsheets: new ExcelJsSpreadsheetWriter(),
  });
  const loaded = await exportAllocation.execute()();
  if (loaded._tag === 'Left') throw new Error(loaded.left.message);
  return loaded.right;
};

/** The allocation export of `students` × `entries` through the use case and the streaming writer. */
export const measureStreamingExport = async (students: number, entries: number): Promise<ExportMeasurement> => {
  const store = await openEmbeddedStore({ dataDir: null });
  try {
    await seedSelections(store, students, entries);
    const workbook = await exportedFrom(store);
    const sink = countingSink();
    const measured = await withPeakRss(() => workbook.write(sink.out));
    return summary('streaming (use case)', students, workbook.rows.length, sink.bytes(), measured);
  } finally {
    await store.close();
  }
};

/** The same rows through ExcelJS's in-memory workbook, for contrast: it holds the whole file until written. */
export const measureInMemoryExport = async (students: number, entries: number): Promise<ExportMeasurement> => {
  const store = await openEmbeddedStore({ dataDir: null });
  try {
    await seedSelections(store, students, entries);
    const rows = (await exportedFrom(store)).rows;
    const sink = countingSink();
    const measured = await withPeakRss(async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(ALLOCATION_SHEET_NAME);
      sheet.columns = ALLOCATION_COLUMNS.map((column) => ({ header: column, key: column }));
      for (const row of rows) sheet.addRow({ ...row });
      await workbook.xlsx.write(sink.out);
    });
    return summary('in-memory (contrast)', students, rows.length, sink.bytes(), measured);
  } finally {
    await store.close();
  }
};

const summary = (
  writer: string,
  students: number,
  rows: number,
  bytes: number,
  measured: { rssBefore: number; rssPeak: number; ms: number },
): ExportMeasurement => ({
  writer,
  students,
  rows,
  ms: measured.ms,
  rowsPerSecond: rows / (measured.ms / 1000),
  bytes,
  rssGrowthMb: (measured.rssPeak - measured.rssBefore) / MB,
  rssPeakMb: measured.rssPeak / MB,
});
