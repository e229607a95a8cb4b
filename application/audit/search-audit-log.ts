import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../domain/audit.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { searchOnePage, type TextSearchPage, type TextSearchQuery } from '../text-search.js';

export type AuditPage = TextSearchPage<AuditEntry>;

/** An administrator reads the audit log, newest first, a page at a time (GET /admin/audit). */
export class SearchAuditLog extends Needs(['audit']) {
  /** `query.text` is part of the action, e-mail or summary. */
  execute(query: TextSearchQuery): TaskEither<AppError, AuditPage> {
    return useCase(() => searchOnePage((search) => this.deps.audit.search(search), query, AUDIT_PAGE_SIZE));
  }
}
