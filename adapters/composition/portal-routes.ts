import type { Container, ServiceIdentifier } from 'inversify';
import type { AuditNames } from '../http/admin-audit.js';
import type { Route } from '../http/route.js';
import { adminRoutes } from '../http/routes/admin-routes.js';
import { allocationRoutes } from '../http/routes/allocation-routes.js';
import { assessmentRoutes } from '../http/routes/assessment-routes.js';
import { companyAccountRoutes } from '../http/routes/company-account-routes.js';
import { coordinatorRoutes } from '../http/routes/coordinator-routes.js';
import { downloadRoutes } from '../http/routes/download-routes.js';
import { interviewDayRoutes } from '../http/routes/interview-day-routes.js';
import { interviewRoutes } from '../http/routes/interview-routes.js';
import { notificationRoutes } from '../http/routes/notification-routes.js';
import { organizerRoutes } from '../http/routes/organizer-routes.js';
import { panelRoutes } from '../http/routes/panel-routes.js';
import type { ResolveUseCases, RouteArea, UseCasesOf } from '../http/routes/route-area.js';
import { selectionRoutes } from '../http/routes/selection-routes.js';
import { settingsRoutes } from '../http/routes/settings-routes.js';
import { studentAccountRoutes } from '../http/routes/student-account-routes.js';
import { walkInRoutes } from '../http/routes/walk-in-routes.js';
import { PORTS } from './tokens.js';

/** Every area's HTTP routes, in the order they are declared. Only the HTTP server loads this file. */
const AREAS: readonly RouteArea[] = [
  adminRoutes,
  studentAccountRoutes,
  coordinatorRoutes,
  companyAccountRoutes,
  panelRoutes,
  selectionRoutes,
  interviewRoutes,
  interviewDayRoutes,
  walkInRoutes,
  downloadRoutes,
  assessmentRoutes,
  notificationRoutes,
  allocationRoutes,
  organizerRoutes,
];

type Resolved<M> = { readonly [K in keyof M]: M[K] extends ServiceIdentifier<infer T> ? T : never };

/** What the container binds under each identifier, as one object under the same names. */
const resolveAll = <M extends Readonly<Record<string, ServiceIdentifier>>>(container: Container, ids: M): Resolved<M> =>
  Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, container.get(id)])) as Resolved<M>;

/** Each route area's use cases, resolved once as the container binds them under their classes. */
const useCasesIn =
  (container: Container): ResolveUseCases =>
  (classes) =>
    resolveAll(container, classes) as UseCasesOf<typeof classes>;

export const portalRoutes = (container: Container): Route[] => {
  const resolve = useCasesIn(container);
  return [...settingsRoutes(container.get(PORTS.settings)), ...AREAS.flatMap((area) => area(resolve))];
};

/** How the audit log names the records an administrator deletes or changes. */
export const auditNames = (container: Container): AuditNames => {
  const { admins, coordinators, companies, students } = resolveAll(container, {
    admins: PORTS.admins,
    coordinators: PORTS.coordinators,
    companies: PORTS.companies,
    students: PORTS.students,
  });
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
