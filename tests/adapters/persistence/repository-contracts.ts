import { adminRepositoryContract } from './admins.contract.js';
import { assessmentRepositoryContract } from './assessments.contract.js';
import { auditRepositoryContract } from './audit.contract.js';
import { checkInCodeRepositoryContract } from './check-in-codes.contract.js';
import { companyRepositoryContract } from './companies.contract.js';
import { coordinatorRepositoryContract } from './coordinators.contract.js';
import { deskScanRepositoryContract } from './desk-scans.contract.js';
import { fairSettingsContract } from './fair-settings.contract.js';
import type { OpenStore } from './fresh-store.js';
import { interviewRepositoryContract } from './interviews.contract.js';
import { messageRepositoryContract } from './messages.contract.js';
import { notificationRepositoryContract } from './notifications.contract.js';
import { panelRepositoryContract } from './panels.contract.js';
import { pushSubscriptionRepositoryContract } from './push-subscriptions.contract.js';
import { recruiterRepositoryContract } from './recruiters.contract.js';
import { oneTimeSecretRepositoryContract } from './secrets.contract.js';
import { sequenceRepositoryContract } from './sequences.contract.js';
import { studentRepositoryContract } from './students.contract.js';

/** The contract of every repository, run against the stores each opens. */
export const repositoryContracts = (open: OpenStore): void => {
  adminRepositoryContract(open);
  studentRepositoryContract(open);
  companyRepositoryContract(open);
  coordinatorRepositoryContract(open);
  recruiterRepositoryContract(open);
  panelRepositoryContract(open);
  interviewRepositoryContract(open);
  sequenceRepositoryContract(open);
  oneTimeSecretRepositoryContract(open);
  notificationRepositoryContract(open);
  messageRepositoryContract(open);
  checkInCodeRepositoryContract(open);
  deskScanRepositoryContract(open);
  fairSettingsContract(open);
  auditRepositoryContract(open);
  assessmentRepositoryContract(open);
  pushSubscriptionRepositoryContract(open);
};
