import { SearchAuditLog } from '../audit/search-audit-log.js';
import { ExportFairStats } from '../dashboard/export-fair-stats.js';
import { GetFairStats } from '../dashboard/get-fair-stats.js';

/** The organizer's dashboard and the audit log (written by the administrators' use cases, each bound with `audited`). */
export const organizerArea = {
  useCases: [GetFairStats, ExportFairStats, SearchAuditLog],
} as const;
