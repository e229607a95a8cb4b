import type { Container, Newable } from 'inversify';
import type { Route } from '../http/route.js';
import { accountPasswordRoutes } from '../http/routes/account-password-routes.js';
import { adminRoutes } from '../http/routes/admin-routes.js';
import { allocationRoutes } from '../http/routes/allocation-routes.js';
import { assessmentRoutes } from '../http/routes/assessment-routes.js';
import { bulkScheduleRoutes } from '../http/routes/bulk-schedule-routes.js';
import { companyAccountRoutes } from '../http/routes/company-account-routes.js';
import { coordinatorRoutes } from '../http/routes/coordinator-routes.js';
import { downloadRoutes } from '../http/routes/download-routes.js';
import { fairRoutes } from '../http/routes/fair-routes.js';
import { importRoutes } from '../http/routes/import-routes.js';
import { interviewBulkRoutes } from '../http/routes/interview-bulk-routes.js';
import { interviewCancelRoutes } from '../http/routes/interview-cancel-routes.js';
import { interviewDayRoutes } from '../http/routes/interview-day-routes.js';
import { interviewRoutes } from '../http/routes/interview-routes.js';
import { messageRoutes } from '../http/routes/message-routes.js';
import { notificationRoutes } from '../http/routes/notification-routes.js';
import { organizerRoutes } from '../http/routes/organizer-routes.js';
import { panelPauseRoutes } from '../http/routes/panel-pause-routes.js';
import { panelRoutes } from '../http/routes/panel-routes.js';
import { panelScheduleRoutes } from '../http/routes/panel-schedule-routes.js';
import { pushRoutes } from '../http/routes/push-routes.js';
import { recruiterRoutes } from '../http/routes/recruiter-routes.js';
import { reportRoutes } from '../http/routes/report-routes.js';
import { reserveOfferRoutes } from '../http/routes/reserve-offer-routes.js';
import type { ResolveUseCases, RouteArea, UseCaseClasses, UseCasesOf } from '../http/routes/route-area.js';
import { selectionRoutes } from '../http/routes/selection-routes.js';
import { settingsRoutes } from '../http/routes/settings-routes.js';
import { strikeRoutes } from '../http/routes/strike-routes.js';
import { studentAccountRoutes } from '../http/routes/student-account-routes.js';
import { studentDataRoutes } from '../http/routes/student-data-routes.js';
import { walkInRoutes } from '../http/routes/walk-in-routes.js';
import { PORTS } from './tokens.js';

/** Every area's HTTP routes, in the order they are declared. Only the HTTP server loads this file. */
const AREAS: readonly RouteArea[] = [
  adminRoutes,
  studentAccountRoutes,
  studentDataRoutes,
  accountPasswordRoutes,
  coordinatorRoutes,
  companyAccountRoutes,
  recruiterRoutes,
  panelRoutes,
  panelPauseRoutes,
  panelScheduleRoutes,
  selectionRoutes,
  interviewRoutes,
  interviewDayRoutes,
  interviewCancelRoutes,
  interviewBulkRoutes,
  bulkScheduleRoutes,
  walkInRoutes,
  downloadRoutes,
  assessmentRoutes,
  notificationRoutes,
  allocationRoutes,
  reserveOfferRoutes,
  organizerRoutes,
  messageRoutes,
  pushRoutes,
  importRoutes,
  strikeRoutes,
  reportRoutes,
  fairRoutes,
];

export const portalRoutes = (container: Container): Route[] => {
  /** Each route area's use cases, resolved once as the container binds them under their classes. */
  const resolve: ResolveUseCases = <M extends UseCaseClasses>(classes: M) =>
    Object.fromEntries(
      Object.entries(classes).map(([name, useCase]) => [name, container.get(useCase as Newable<object>)]),
    ) as UseCasesOf<M>;
  return [...settingsRoutes(container.get(PORTS.settings)), ...AREAS.flatMap((area) => area(resolve))];
};
