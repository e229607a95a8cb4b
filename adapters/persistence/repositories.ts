import type {
  AdminRepository,
  AssessmentRepository,
  AuditRepository,
  CheckInCodeRepository,
  CompanyRepository,
  CoordinatorRepository,
  DeskScanRepository,
  FairFiguresRepository,
  FairRepository,
  FairSettingsRepository,
  ImportDraftRepository,
  InterviewRepository,
  MailQueueRepository,
  MessageRepository,
  NotificationRepository,
  OneTimeSecretRepository,
  PanelRepository,
  PushSubscriptionRepository,
  RecruiterInviteRepository,
  RecruiterRepository,
  ReserveListRepository,
  ReserveOfferRepository,
  SequenceRepository,
  StrikeRepository,
  StudentRepository,
} from '../../application/ports/persistence.js';
import type { CvDownloadRepository } from '../../application/ports/cv-downloads.js';
import type { DocumentDatabase } from './collection.js';
import { DocumentAdminRepository } from './admin-repository.js';
import { DocumentAssessmentRepository } from './assessment-repository.js';
import { DocumentAuditRepository } from './audit-repository.js';
import { DocumentCheckInCodeRepository } from './check-in-code-repository.js';
import { DocumentCompanyRepository } from './company-repository.js';
import { DocumentCoordinatorRepository } from './coordinator-repository.js';
import { DocumentCvDownloadRepository } from './cv-download-repository.js';
import { DocumentDeskScanRepository } from './desk-scan-repository.js';
import { DocumentFairFiguresRepository } from './fair-figures-repository.js';
import { DocumentFairRepository } from './fair-repository.js';
import { DocumentFairSettingsRepository } from './fair-settings-repository.js';
import { DocumentImportDraftRepository } from './import-draft-repository.js';
import { DocumentInterviewRepository } from './interview-repository.js';
import { DocumentMailQueueRepository } from './mail-queue-repository.js';
import { DocumentMessageRepository } from './message-repository.js';
import { DocumentNotificationRepository } from './notification-repository.js';
import { DocumentOneTimeSecretRepository } from './one-time-secret-repository.js';
import { DocumentPanelRepository } from './panel-repository.js';
import { DocumentPushSubscriptionRepository } from './push-subscription-repository.js';
import { DocumentRecruiterInviteRepository, DocumentRecruiterRepository } from './recruiter-repository.js';
import { DocumentReserveListRepository } from './reserve-list-repository.js';
import { DocumentReserveOfferRepository } from './reserve-offer-repository.js';
import { DocumentSequenceRepository } from './sequence-repository.js';
import { DocumentStrikeRepository } from './strike-repository.js';
import { DocumentStudentRepository } from './student-repository.js';

/** A repository opened, seen as its port: what the use cases are given, and what a test may put in its place. */
const opened = <Port>(repository: Promise<Port>): Promise<Port> => repository;

/**
 * Every repository over one database, its collections and indexes made ready. The one list of the
 * persistence ports: their names here are their service identifiers (composition/tokens.ts).
 */
export const openRepositories = async (database: DocumentDatabase) => {
  const students = await opened<StudentRepository>(DocumentStudentRepository.open(database));
  return {
    admins: await opened<AdminRepository>(DocumentAdminRepository.open(database)),
    students,
    companies: await opened<CompanyRepository>(
      DocumentCompanyRepository.open(database, (companyIds) => students.countSelecting(companyIds)),
    ),
    coordinators: await opened<CoordinatorRepository>(DocumentCoordinatorRepository.open(database)),
    /** A company's further logins (domain/recruiter.ts), and the invitations waiting for them. */
    recruiters: await opened<RecruiterRepository>(DocumentRecruiterRepository.open(database)),
    recruiterInvites: await opened<RecruiterInviteRepository>(DocumentRecruiterInviteRepository.open(database)),
    panels: await opened<PanelRepository>(DocumentPanelRepository.open(database)),
    interviews: await opened<InterviewRepository>(DocumentInterviewRepository.open(database)),
    sequences: await opened<SequenceRepository>(DocumentSequenceRepository.open(database)),
    secrets: await opened<OneTimeSecretRepository>(DocumentOneTimeSecretRepository.open(database)),
    checkInCodes: await opened<CheckInCodeRepository>(DocumentCheckInCodeRepository.open(database)),
    /** The check-in desks' offline scans taken, once per company and key (domain/desk-scan.ts). */
    deskScans: await opened<DeskScanRepository>(DocumentDeskScanRepository.open(database)),
    notifications: await opened<NotificationRepository>(DocumentNotificationRepository.open(database)),
    /** The current fair and every past one (domain/fair.ts). */
    fairs: await opened<FairRepository>(DocumentFairRepository.open(database)),
    fairSettings: await opened<FairSettingsRepository>(DocumentFairSettingsRepository.open(database)),
    reserveLists: await opened<ReserveListRepository>(DocumentReserveListRepository.open(database)),
    /** The places offered to reserve students, each until its deadline (domain/reserve-offer.ts). */
    reserveOffers: await opened<ReserveOfferRepository>(DocumentReserveOfferRepository.open(database)),
    /** Append-only: administrators' actions (domain/audit.ts). */
    audit: await opened<AuditRepository>(DocumentAuditRepository.open(database)),
    /** The dashboard's tallies, one per company (domain/fair-stats.ts). */
    fairFigures: await opened<FairFiguresRepository>(DocumentFairFiguresRepository.open(database)),
    /** Candidate notes (domain/assessment.ts), one per interview. */
    assessments: await opened<AssessmentRepository>(DocumentAssessmentRepository.open(database)),
    /** Messages to students (domain/fair-message.ts), each with its recipients. */
    messages: await opened<MessageRepository>(DocumentMessageRepository.open(database)),
    /** The outgoing mail queue every app server sends from (domain/mail-queue.ts). */
    mailQueue: await opened<MailQueueRepository>(DocumentMailQueueRepository.open(database)),
    /** The devices students allowed push notifications on, and each student's warning place (domain/push-subscription.ts). */
    pushSubscriptions: await opened<PushSubscriptionRepository>(DocumentPushSubscriptionRepository.open(database)),
    /** Uploaded files waiting to be imported (domain/import-rows.ts), until committed or expired. */
    importDrafts: await opened<ImportDraftRepository>(DocumentImportDraftRepository.open(database)),
    /** No-shows' strikes, one per interview its student did not come to (domain/strike.ts). */
    strikes: await opened<StrikeRepository>(DocumentStrikeRepository.open(database)),
    /** Every CV a company's side downloaded (domain/cv-download.ts). */
    cvDownloads: await opened<CvDownloadRepository>(DocumentCvDownloadRepository.open(database)),
  };
};

export type Repositories = Awaited<ReturnType<typeof openRepositories>>;
