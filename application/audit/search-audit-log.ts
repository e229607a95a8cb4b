import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../domain/audit.js';
import type { AppError } from '../errors.js';
import type { AuditRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';
import { searchOnePage, type TextSearchPage, type TextSearchQuery } from '../text-search.js';

export type AuditPage = TextSearchPage<AuditEntry>;

/** An administrator reads the audit log, newest first, a page at a time (GET /admin/audit). */
export class SearchAuditLog {
  static readonly needs = ['audit'] as const;

  constructor(private readonly audit: AuditRepository) {}

  /** `query.text` is part of the action, e-mail or summary. */
  execute(query: TextSearchQuery): TaskEither<AppError, AuditPage> {
    return useCase(() => searchOnePage((search) => this.audit.search(search), query, AUDIT_PAGE_SIZE));
  }
}
