import type { ContainerModule } from 'inversify';
import { accountRecoveryArea } from '../../application/areas/account-recovery.js';
import { adminArea } from '../../application/areas/admin.js';
import { allocationArea } from '../../application/areas/allocation.js';
import { assessmentArea } from '../../application/areas/assessment.js';
import { companyArea } from '../../application/areas/company.js';
import { coordinatorArea } from '../../application/areas/coordinator.js';
import { downloadArea } from '../../application/areas/download.js';
import { importArea } from '../../application/areas/import.js';
import { interviewArea } from '../../application/areas/interview.js';
import { interviewDayArea } from '../../application/areas/interview-day.js';
import { messageArea } from '../../application/areas/message.js';
import { notificationArea } from '../../application/areas/notification.js';
import { organizerArea } from '../../application/areas/organizer.js';
import { panelArea } from '../../application/areas/panel.js';
import { pushArea } from '../../application/areas/push.js';
import { recruiterArea } from '../../application/areas/recruiter.js';
import { reportArea } from '../../application/areas/report.js';
import { selectionArea } from '../../application/areas/selection.js';
import { sharedArea } from '../../application/areas/shared.js';
import { strikeArea } from '../../application/areas/strike.js';
import { fairArea } from '../../application/areas/fair.js';
import { studentArea } from '../../application/areas/student.js';
import { walkInArea } from '../../application/areas/walk-in.js';
import { areaModule } from './area-module.js';

/** Every area of the portal. */
export const AREAS: readonly ContainerModule[] = [
  areaModule(sharedArea),
  areaModule(adminArea),
  areaModule(studentArea),
  areaModule(accountRecoveryArea),
  areaModule(coordinatorArea),
  areaModule(companyArea),
  areaModule(recruiterArea),
  areaModule(panelArea),
  areaModule(selectionArea),
  areaModule(interviewArea),
  areaModule(interviewDayArea),
  areaModule(walkInArea),
  areaModule(downloadArea),
  areaModule(assessmentArea),
  areaModule(notificationArea),
  areaModule(allocationArea),
  areaModule(organizerArea),
  areaModule(messageArea),
  areaModule(pushArea),
  areaModule(importArea),
  areaModule(strikeArea),
  areaModule(fairArea),
  areaModule(reportArea),
];
