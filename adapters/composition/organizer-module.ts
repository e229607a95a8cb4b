import { ContainerModule } from 'inversify';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import { bindersOf } from './bind-use-case.js';

/** The organizer's dashboard and the audit log (written by the administrators' use cases, each bound with `audited`). */
export const organizerModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(GetFairStats, 'companies', 'panels', 'interviews', 'students', 'settings');
  useCase(ExportFairStats, GetFairStats, 'spreadsheets', 'settings');
  useCase(SearchAuditLog, 'audit');
});
