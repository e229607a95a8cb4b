import { SearchAuditLog } from '../audit/search-audit-log.js';
import { ExportFairStats } from '../dashboard/export-fair-stats.js';
import { GetFairStats } from '../dashboard/get-fair-stats.js';
import { RecountCompanyFigures } from '../dashboard/recount-company-figures.js';
import { RecountFairFigures } from '../dashboard/recount-fair-figures.js';
import { RecountFiguresOnInterviewChange } from '../dashboard/recount-figures-on-interview-change.js';

/** The organizer's dashboard and the audit log (written by the administrators' use cases, each bound with `audited`). */
export const organizerArea = {
  useCases: [GetFairStats, RecountCompanyFigures, RecountFairFigures, ExportFairStats, SearchAuditLog],
  reactions: [RecountFiguresOnInterviewChange],
} as const;
