import type {
  AdminRepository,
  AssessmentRepository,
  AuditRepository,
  CheckInCodeRepository,
  CompanyRepository,
  CoordinatorRepository,
  DeskScanRepository,
  FairSettingsRepository,
  InterviewRepository,
  NotificationRepository,
  OneTimeSecretRepository,
  PanelRepository,
  ReserveListRepository,
  SequenceRepository,
  StudentRepository,
} from '../../application/ports/persistence.js';
import type { FileStorage } from '../../application/ports/file-storage.js';
import type { EventFeed } from '../../application/ports/events.js';
import type { RateLimiterFactory } from './rate-limiters.js';
import type { SpentChallenges } from './spent-challenges.js';

/** Every repository of one store, the file storage that lives beside it, and the event feed through it. */
export interface Store {
  readonly admins: AdminRepository;
  readonly students: StudentRepository;
  readonly companies: CompanyRepository;
  readonly coordinators: CoordinatorRepository;
  readonly panels: PanelRepository;
  readonly interviews: InterviewRepository;
  readonly sequences: SequenceRepository;
  readonly secrets: OneTimeSecretRepository;
  readonly checkInCodes: CheckInCodeRepository;
  /** The check-in desks' offline scans taken, once per company and key (domain/desk-scan.ts). */
  readonly deskScans: DeskScanRepository;
  readonly notifications: NotificationRepository;
  readonly fairSettings: FairSettingsRepository;
  readonly reserveLists: ReserveListRepository;
  /** Append-only: administrators' actions (domain/audit.ts). */
  readonly audit: AuditRepository;
  /** Candidate notes (domain/assessment.ts), one per interview. */
  readonly assessments: AssessmentRepository;
  readonly files: FileStorage;
  /** The fair's events, heard by every app server on this store; closed with it. */
  readonly events: EventFeed;
  /** The rate limits' budgets, shared by every app server on this store. */
  readonly rateLimiters: RateLimiterFactory;
  /** The proof-of-work challenges already redeemed, shared by every app server on this store. */
  readonly spentChallenges: SpentChallenges;
  /** Resolves once the database answers a query that costs it nothing (a load balancer's probe); rejects when it cannot. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
