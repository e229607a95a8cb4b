import type { DocumentDatabase } from './collection.js';
import { DocumentAdminRepository } from './admin-repository.js';
import { DocumentAssessmentRepository } from './assessment-repository.js';
import { DocumentAuditRepository } from './audit-repository.js';
import { DocumentCheckInCodeRepository } from './check-in-code-repository.js';
import { DocumentCompanyRepository } from './company-repository.js';
import { DocumentCoordinatorRepository } from './coordinator-repository.js';
import { DocumentDeskScanRepository } from './desk-scan-repository.js';
import { DocumentFairSettingsRepository } from './fair-settings-repository.js';
import { DocumentInterviewRepository } from './interview-repository.js';
import { DocumentNotificationRepository } from './notification-repository.js';
import { DocumentOneTimeSecretRepository } from './one-time-secret-repository.js';
import { DocumentPanelRepository } from './panel-repository.js';
import { DocumentReserveListRepository } from './reserve-list-repository.js';
import { DocumentSequenceRepository } from './sequence-repository.js';
import { DocumentStudentRepository } from './student-repository.js';
import type { Store } from './store.js';

export type Repositories = Omit<Store, 'files' | 'events' | 'rateLimiters' | 'spentChallenges' | 'ping' | 'close'>;

/** Every repository over one database, its collections and indexes made ready. */
export const openRepositories = async (database: DocumentDatabase): Promise<Repositories> => {
  const students = await DocumentStudentRepository.open(database);
  return {
    admins: await DocumentAdminRepository.open(database),
    students,
    companies: await DocumentCompanyRepository.open(database, (companyIds) => students.countSelecting(companyIds)),
    coordinators: await DocumentCoordinatorRepository.open(database),
    panels: await DocumentPanelRepository.open(database),
    interviews: await DocumentInterviewRepository.open(database),
    sequences: await DocumentSequenceRepository.open(database),
    secrets: await DocumentOneTimeSecretRepository.open(database),
    checkInCodes: await DocumentCheckInCodeRepository.open(database),
    deskScans: await DocumentDeskScanRepository.open(database),
    notifications: await DocumentNotificationRepository.open(database),
    fairSettings: await DocumentFairSettingsRepository.open(database),
    reserveLists: await DocumentReserveListRepository.open(database),
    audit: await DocumentAuditRepository.open(database),
    assessments: await DocumentAssessmentRepository.open(database),
  };
};
