import type { Container } from 'inversify';
import { RecordAdminAction } from '../../application/audit/record-admin-action.js';
import { SearchAuditLog } from '../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../application/dashboard/get-fair-stats.js';
import type { AuditNames } from '../http/admin-audit.js';
import { organizerRoutes } from '../http/routes/organizer-routes.js';
import type { Route } from '../http/route.js';
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

  routes: (container: Container): Route[] =>
    organizerRoutes({
      getFairStats: container.get(GetFairStats),
      exportFairStats: container.get(ExportFairStats),
      searchAuditLog: container.get(SearchAuditLog),
    }),
};

/** How the audit log names the records an administrator deletes or changes. */
export const auditNames = (container: Container): AuditNames => {
  const admins = container.get(PORTS.admins);
  const coordinators = container.get(PORTS.coordinators);
  const companies = container.get(PORTS.companies);
  const students = container.get(PORTS.students);
  return {
    admin: async (id) => (await admins.findById(id))?.email ?? null,
    coordinator: async (id) => (await coordinators.findById(id))?.email ?? null,
    company: async (id) => (await companies.findById(id))?.companyName ?? null,
    student: async (id) => {
      const student = await students.findById(id);
      return student === null ? null : `${student.fullName} (${student.indexNumber}, ${student.email})`;
    },
  };
};
