import { ContainerModule } from 'inversify';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

/** The organizer's dashboard and the audit log (the log is written around the routes: adapters/http/admin-audit.ts). */
export const organizerModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, GetFairStats, [PORTS.companies, PORTS.panels, PORTS.interviews, PORTS.students, PORTS.settings]);
  bindUseCase(bind, ExportFairStats, [GetFairStats, PORTS.spreadsheets, PORTS.settings]);
  bindUseCase(bind, SearchAuditLog, [PORTS.audit]);
  bindUseCase(bind, RecordAdminAction, [PORTS.audit, PORTS.admins, PORTS.ids, PORTS.clock]);
});
