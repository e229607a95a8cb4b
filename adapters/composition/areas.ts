import type { ContainerModule } from 'inversify';
import { adminModule } from './admin-module.js';
import { assessmentModule } from './assessment-module.js';
import { companyModule } from './company-module.js';
import { coordinatorModule } from './coordinator-module.js';
import { downloadModule } from './download-module.js';
import { interviewDayModule } from './interview-day-module.js';
import { interviewModule } from './interview-module.js';
import { notificationModule } from './notification-module.js';
import { organizerModule } from './organizer-module.js';
import { panelModule } from './panel-module.js';
import { selectionModule } from './selection-module.js';
import { sharedModule } from './shared-module.js';
import { studentModule } from './student-module.js';
import { walkInModule } from './walk-in-module.js';
import { allocationModule } from './allocation-module.js';

/** Every area of the portal. */
export const AREAS: readonly ContainerModule[] = [
  sharedModule,
  adminModule,
  studentModule,
  coordinatorModule,
  companyModule,
  panelModule,
  selectionModule,
  interviewModule,
  interviewDayModule,
  walkInModule,
  downloadModule,
  assessmentModule,
  notificationModule,
  allocationModule,
  organizerModule,
];
