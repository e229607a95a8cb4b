import type { ServiceIdentifier } from 'inversify';
import type { FileStorage } from '../../application/ports/file-storage.js';
import type { ArchiveWriter, CalendarWriter, SpreadsheetWriter } from '../../application/ports/documents.js';
import type { EventFeed } from '../../application/ports/events.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type {
  AdminRepository,
  AuditRepository,
  AssessmentRepository,
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
import type { CheckInCodeMaker, PasswordHasher, SecretDigest, TokenService } from '../../application/ports/security.js';
import type { Clock, IdGenerator, RandomSource } from '../../application/ports/system.js';
import type { PortalSettings } from '../../application/settings.js';
import type { ReminderSettings } from '../../application/notifications/send-due-reminders.js';
import type { AllocationSettings } from '../../application/allocation/allocation-settings.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`career-fair:${name}`);

/** The service identifiers of every port, for the composition root's bindings. */
export const PORTS = {
  admins: token<AdminRepository>('AdminRepository'),
  students: token<StudentRepository>('StudentRepository'),
  companies: token<CompanyRepository>('CompanyRepository'),
  coordinators: token<CoordinatorRepository>('CoordinatorRepository'),
  panels: token<PanelRepository>('PanelRepository'),
  interviews: token<InterviewRepository>('InterviewRepository'),
  sequences: token<SequenceRepository>('SequenceRepository'),
  secrets: token<OneTimeSecretRepository>('OneTimeSecretRepository'),
  checkInCodes: token<CheckInCodeRepository>('CheckInCodeRepository'),
  deskScans: token<DeskScanRepository>('DeskScanRepository'),
  notifications: token<NotificationRepository>('NotificationRepository'),
  audit: token<AuditRepository>('AuditRepository'),
  assessments: token<AssessmentRepository>('AssessmentRepository'),
  fairSettings: token<FairSettingsRepository>('FairSettingsRepository'),
  reserveLists: token<ReserveListRepository>('ReserveListRepository'),
  files: token<FileStorage>('FileStorage'),
  events: token<EventFeed>('EventFeed'),
  passwords: token<PasswordHasher>('PasswordHasher'),
  tokens: token<TokenService>('TokenService'),
  digest: token<SecretDigest>('SecretDigest'),
  mailer: token<Mailer>('Mailer'),
  clock: token<Clock>('Clock'),
  ids: token<IdGenerator>('IdGenerator'),
  random: token<RandomSource>('RandomSource'),
  spreadsheets: token<SpreadsheetWriter>('SpreadsheetWriter'),
  archives: token<ArchiveWriter>('ArchiveWriter'),
  calendars: token<CalendarWriter>('CalendarWriter'),
  checkInCodeMaker: token<CheckInCodeMaker>('CheckInCodeMaker'),
  settings: token<PortalSettings>('PortalSettings'),
  reminders: token<ReminderSettings>('ReminderSettings'),
  allocation: token<AllocationSettings>('AllocationSettings'),
} as const;
