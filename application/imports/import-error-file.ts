import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { ColumnMapping, RowProblem } from '../../domain/import-rows.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { ImportDrafts } from './import-drafts.js';

/** The rows an import would not create, as a workbook written straight into the download. */
export interface ImportErrorWorkbook {
  readonly fileName: string;
  write(out: NodeJS.WritableStream): Promise<void>;
}

export const IMPORT_ERROR_FILE_NAME = 'import-errors.xlsx';
const ROW = '__row';
const REASON = '__reason';

const rowOf = (problem: RowProblem, headers: readonly string[]) => ({
  [ROW]: problem.row,
  ...Object.fromEntries(headers.map((_, column) => [`c${column}`, problem.cells[column] ?? ''])),
  [REASON]: problem.reasons.join('; '),
});

/**
 * The error file of an import (docs/import.md): every row it would not create, with its number in the
 * uploaded file, its cells as they were and a Reason column, so the administrator can correct the rows
 * and import them again. Nothing is written to the store.
 */
export class ImportErrorFile extends Needs(['spreadsheets'], { drafts: ImportDrafts }) {
  execute(actor: Actor, draftId: string, mapping: ColumnMapping): TaskEither<AppError, ImportErrorWorkbook> {
    return useCase(async () => {
      this.deps.drafts.mustBeAdmin(actor);
      const { headers, judgement } = await this.deps.drafts.judge(draftId, mapping);
      const columns = [
        { header: 'Row', key: ROW, width: 6 },
        ...headers.map((header, column) => ({ header: header || `Column ${column + 1}`, key: `c${column}` })),
        { header: 'Reason', key: REASON, width: 60 },
      ];
      const rows = judgement.problems.map((problem) => rowOf(problem, headers));
      return {
        fileName: IMPORT_ERROR_FILE_NAME,
        write: (out) => this.deps.spreadsheets.write([{ name: 'Rows not imported', columns, rows }], out),
      };
    });
  }
}
