import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { IMPORT_PREVIEW_PAGE_SIZE, type ColumnMapping, type RowProblem } from '../../domain/import-rows.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { ImportDrafts } from './import-drafts.js';

/** What committing would do, and one page of the rows it would not create, each with its reasons. */
export interface ImportPreview {
  readonly rows: number;
  readonly valid: number;
  readonly existing: number;
  readonly invalid: number;
  readonly problems: readonly RowProblem[];
  readonly page: number;
  readonly pageSize: number;
  /** How many rows would not be created: the pages' total. */
  readonly problemCount: number;
}

/**
 * The preview of an import under the administrator's mapping: how many rows would be created, how
 * many have an account already and how many are invalid, and a page of those not created, each
 * named by its row number in the file with every reason. Nothing is written.
 */
export class PreviewImport extends Needs([], { drafts: ImportDrafts }) {
  execute(actor: Actor, draftId: string, mapping: ColumnMapping, page: number): TaskEither<AppError, ImportPreview> {
    return useCase(async () => {
      this.deps.drafts.mustBeAdmin(actor);
      const { judgement } = await this.deps.drafts.judge(draftId, mapping);
      const from = (page - 1) * IMPORT_PREVIEW_PAGE_SIZE;
      return {
        rows: judgement.rows,
        valid: judgement.valid.length,
        existing: judgement.existing,
        invalid: judgement.invalid,
        problems: judgement.problems.slice(from, from + IMPORT_PREVIEW_PAGE_SIZE),
        page,
        pageSize: IMPORT_PREVIEW_PAGE_SIZE,
        problemCount: judgement.problems.length,
      };
    });
  }
}
