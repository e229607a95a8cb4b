import type { Container } from 'inversify';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

/** The organizer's dashboard and the audit log (the log is written around the routes: adapters/http/admin-audit.ts). */
export const organizerModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, GetFairStats, [
      PORTS.companies,
      PORTS.panels,
      PORTS.interviews,
      PORTS.students,
      PORTS.settings,
    ]);
    bindUseCase(container, ExportFairStats, [GetFairStats, PORTS.spreadsheets, PORTS.settings]);
    bindUseCase(container, SearchAuditLog, [PORTS.audit]);
    bindUseCase(container, RecordAdminAction, [PORTS.audit, PORTS.admins, PORTS.ids, PORTS.clock]);
  },
};
