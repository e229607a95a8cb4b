import { Container, type ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { type FileSweep, SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import type { Config } from '../config.js';
import { ArchiverArchiveWriter } from '../documents/archiver-archive-writer.js';
import { IcsCalendarWriter } from '../documents/ics-calendar-writer.js';
import { ExcelJsSpreadsheetWriter } from '../documents/exceljs-spreadsheet-writer.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { openEmbeddedStore } from '../persistence/embedded-store.js';
import { openMongoStore } from '../persistence/mongo-store.js';
import type { Store } from '../persistence/store.js';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.js';
import { HmacCheckInCodes } from '../security/hmac-check-in-codes.js';
import { HmacSecretDigest } from '../security/hmac-secret-digest.js';
import { resolveJwtSecret } from '../security/jwt-secret.js';
import { JwtTokenService } from '../security/jwt-token-service.js';
import { CryptoRandomSource } from '../system/crypto-random-source.js';
import { ObjectIdGenerator } from '../system/object-id-generator.js';
import { SystemClock } from '../system/system-clock.js';
import { removeTemporaryFiles } from '../system/temporary-files.js';
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
import { PORTS } from './tokens.js';
import type { PortalSettings } from '../../application/settings.js';
import path from 'node:path';

/** Every area of the portal. */
const AREAS: readonly ContainerModule[] = [
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

/** The wired application: its container, and the store to close at the end. */
export interface ComposedContainer {
  readonly container: Container;
  readonly store: Store;
  close(): Promise<void>;
}

export const openStore = (config: Config): Promise<Store> =>
  config.mongodbUri ? openMongoStore(config.mongodbUri) : openEmbeddedStore({ dataDir: config.dataDir });

/**
 * The settings the use cases read. A public URL given as a function is asked each time a link is
 * made: the portal knows its port (PORT may be 0) only once it listens, after composing.
 */
const portalSettings = (
  publicUrl: string | (() => string),
  config: Pick<Config, 'eventTimezone' | 'interviewMinutes' | 'bufferMinutes'>,
): PortalSettings => {
  const { eventTimezone, interviewMinutes, bufferMinutes } = config;
  return typeof publicUrl === 'string'
    ? { publicUrl, eventTimezone, interviewMinutes, bufferMinutes }
    : {
        get publicUrl() {
          return publicUrl();
        },
        eventTimezone,
        interviewMinutes,
        bufferMinutes,
      };
};

/**
 * Binds every port to its adapter and every use case to its ports, without any HTTP module: what
 * the CLI runs on, and what the HTTP server adds its routes to (composition-root.ts).
 */
export const composeContainer = async (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
): Promise<ComposedContainer> => {
  const store = await openStore(config);
  const secret = await resolveJwtSecret(config);
  const clock = new SystemClock();
  const container = new Container();

  container.bind(PORTS.admins).toConstantValue(store.admins);
  container.bind(PORTS.students).toConstantValue(store.students);
  container.bind(PORTS.companies).toConstantValue(store.companies);
  container.bind(PORTS.coordinators).toConstantValue(store.coordinators);
  container.bind(PORTS.panels).toConstantValue(store.panels);
  container.bind(PORTS.interviews).toConstantValue(store.interviews);
  container.bind(PORTS.sequences).toConstantValue(store.sequences);
  container.bind(PORTS.secrets).toConstantValue(store.secrets);
  container.bind(PORTS.checkInCodes).toConstantValue(store.checkInCodes);
  container.bind(PORTS.deskScans).toConstantValue(store.deskScans);
  container.bind(PORTS.notifications).toConstantValue(store.notifications);
  container.bind(PORTS.audit).toConstantValue(store.audit);
  container.bind(PORTS.assessments).toConstantValue(store.assessments);
  container.bind(PORTS.fairSettings).toConstantValue(store.fairSettings);
  container.bind(PORTS.reserveLists).toConstantValue(store.reserveLists);
  container.bind(PORTS.files).toConstantValue(store.files);
  container.bind(PORTS.events).toConstantValue(store.events);
  container.bind(PORTS.passwords).toConstantValue(new Argon2PasswordHasher());
  container.bind(PORTS.tokens).toConstantValue(new JwtTokenService({ secret, clock }));
  container.bind(PORTS.digest).toConstantValue(new HmacSecretDigest(secret));
  container
    .bind(PORTS.mailer)
    .toConstantValue(
      config.smtpUrl
        ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
        : new OutboxMailer({ directory: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
    );
  container.bind(PORTS.clock).toConstantValue(clock);
  container.bind(PORTS.ids).toConstantValue(new ObjectIdGenerator());
  container.bind(PORTS.random).toConstantValue(new CryptoRandomSource());
  container.bind(PORTS.spreadsheets).toConstantValue(new ExcelJsSpreadsheetWriter(config.eventTimezone));
  container.bind(PORTS.archives).toConstantValue(new ArchiverArchiveWriter());
  container.bind(PORTS.calendars).toConstantValue(new IcsCalendarWriter());
  container.bind(PORTS.checkInCodeMaker).toConstantValue(new HmacCheckInCodes(secret));
  container.bind(PORTS.settings).toConstantValue(portalSettings(publicUrl, config));
  container.bind(PORTS.reminders).toConstantValue({ minutesBefore: config.reminderMinutes });
  container.bind(PORTS.allocation).toConstantValue({ maxInterviewsPerStudent: config.maxInterviewsPerStudent ?? null });

  container.load(...AREAS);
  return { container, store, close: () => store.close() };
};

/**
 * With MongoDB, other servers may be mid-upload on the same store: only files older than this are
 * swept. The embedded store is this process's alone (its data directory is locked), so all are.
 */
const SHARED_STORE_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes the files no record points at and the leftovers of writes cut short (docs/operations.md):
 * in the file storage, and on the embedded store also the temporary files of the data directory
 * itself and of its outbox. Logs how many.
 */
export const sweepOrphanFilesAtStart = async (
  portal: Pick<ComposedContainer, 'container'>,
  config: Config,
  logger: Logger,
): Promise<FileSweep> => {
  const embedded = config.mongodbUri === undefined;
  const storedBefore = new Date(Date.now() - (embedded ? 0 : SHARED_STORE_SWEEP_GRACE_MS));
  const result = await portal.container.get(SweepOrphanFiles).execute(storedBefore)();
  if (result._tag === 'Left') throw new Error(`Sweeping the stored files failed: ${result.left.message}`);
  const beside = embedded
    ? (await removeTemporaryFiles(config.dataDir)) + (await removeTemporaryFiles(path.join(config.dataDir, 'outbox')))
    : 0;
  const sweep = { orphans: result.right.orphans, unfinished: result.right.unfinished + beside };
  logger.info(
    sweep,
    `start-up sweep removed ${sweep.orphans} files no record points to and ${sweep.unfinished} left by unfinished writes`,
  );
  return sweep;
};
