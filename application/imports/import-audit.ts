import type { AdminAction } from '../../domain/audit.js';
import type { ImportOutcome } from './commit-import.js';

/** What the audit log keeps of an import: one entry with its counts, the accounts it created as its targets. */
export const importCommitted = (outcome: ImportOutcome): AdminAction => ({
  action: 'import.committed',
  targets: outcome.createdIds,
  summary:
    `Imported ${outcome.kind}: ${outcome.created} created` +
    (outcome.kind === 'companies' ? ` with ${outcome.coordinators} coordinators` : '') +
    `, ${outcome.existing} skipped as existing, ${outcome.invalid} invalid`,
});
