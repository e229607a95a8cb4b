import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../domain/audit.js';
import type { AppError } from '../errors.js';
import type { AuditRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

export interface AuditQuery {
  /** Part of the action, e-mail or summary; empty lists everything. */
  readonly text: string;
  /** 1-based. */
  readonly page: number;
}

export interface AuditPage {
  readonly items: readonly AuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** An administrator reads the audit log, newest first, a page at a time (GET /admin/audit). */
export class SearchAuditLog {
  constructor(private readonly audit: AuditRepository) {}

  execute(query: AuditQuery): TaskEither<AppError, AuditPage> {
    return useCase(async () => {
      const pageSize = AUDIT_PAGE_SIZE;
      const { items, total } = await this.audit.search({ text: query.text.trim(), page: query.page, pageSize });
      return { items, total, page: query.page, pageSize };
    });
  }
}
