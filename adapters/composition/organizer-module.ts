import { ContainerModule } from 'inversify';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

/** The organizer's dashboard and the audit log (the log is written around the routes: adapters/http/admin-audit.ts). */
export const organizerModule = new ContainerModule(({ bind }) => {
  const { admins, audit, clock, companies, ids, interviews, panels, settings, spreadsheets, students } = PORTS;
  bindUseCase(bind, GetFairStats, [companies, panels, interviews, students, settings]);
  bindUseCase(bind, ExportFairStats, [GetFairStats, spreadsheets, settings]);
  bindUseCase(bind, SearchAuditLog, [audit]);
  bindUseCase(bind, RecordAdminAction, [audit, admins, ids, clock]);
});
