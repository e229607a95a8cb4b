import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  ALLOCATION_COLUMNS,
  ALLOCATION_FILE_NAME,
  ALLOCATION_SHEET_NAME,
  allocationExport,
  type AllocationRow,
} from '../../domain/allocation.js';
import type { Student } from '../../domain/student.js';
import { type AppError, notFound } from '../errors.js';
import { type SheetCell, TIME_COLUMN_WIDTH } from '../ports/documents.js';
import { refuse, useCase } from '../task.js';

export interface AllocationCounts {
  /** Students whose submitted selection lists at least one company. */
  readonly students: number;
  /** Rows: one per (student, selected company). */
  readonly entries: number;
  /** Distinct companies selected. */
  readonly companies: number;
}

/** The allocation spreadsheet, its rows already in export order. */
export interface AllocationWorkbook {
  readonly fileName: string;
  readonly rows: readonly AllocationRow[];
  readonly counts: AllocationCounts;
  /** Streams the .xlsx into `out`, telling `progress` how many rows are written so far. */
  write(out: NodeJS.WritableStream, progress?: (rowsWritten: number) => void): Promise<void>;
}

/**
 * The admin's allocation export (selected_companies_sorted.xlsx, sheet "Sorted Allocation"): every
 * (student, selected company) in the domain's export order, for the HTTP download and the CLI alike.
 */
export class ExportAllocation extends Needs(['students', 'companies', 'spreadsheets']) {
  execute(): TaskEither<AppError, AllocationWorkbook> {
    return useCase(async () => {
      const [students, companies] = await Promise.all([
        this.deps.students.listWithSelection(),
        this.deps.companies.list(),
      ]);
      const rows = allocationExport(students, companies);
      return E.isLeft(rows) ? refuse(notFound(rows.left)) : this.workbook(rows.right, countsOf(students));
    });
  }

  private workbook(rows: readonly AllocationRow[], counts: AllocationCounts): AllocationWorkbook {
    return {
      fileName: ALLOCATION_FILE_NAME,
      rows,
      counts,
      write: (out, progress) =>
        this.deps.spreadsheets.write(
          [
            {
              name: ALLOCATION_SHEET_NAME,
              columns: ALLOCATION_COLUMNS.map((column) => ({
                header: column,
                key: column,
                ...(column === 'SubmittedAt' ? { width: TIME_COLUMN_WIDTH } : {}),
              })),
              rows: counted(rows, progress),
            },
          ],
          out,
        ),
    };
  }
}

const countsOf = (students: readonly Student[]): AllocationCounts => {
  const entries = students.flatMap((student) => student.selection?.selectedCompaniesbyStudent ?? []);
  return {
    students: students.filter((student) => (student.selection?.selectedCompaniesbyStudent.length ?? 0) > 0).length,
    entries: entries.length,
    companies: new Set(entries.map((entry) => entry.companyId)).size,
  };
};

function* counted(
  rows: readonly AllocationRow[],
  progress?: (rowsWritten: number) => void,
): Iterable<Readonly<Record<string, SheetCell>>> {
  let written = 0;
  for (const row of rows) {
    yield { ...row };
    progress?.(++written);
  }
}
