import { Container } from 'inversify';
import type { Logger } from 'pino';
import { CreateFirstAdmin } from '../application/admins/create-first-admin.js';
import { type FileSweep, SweepOrphanFiles } from '../application/files/sweep-orphan-files.js';
import type { Config } from './config.js';
import { ArchiverArchiveWriter } from './documents/archiver-archive-writer.js';
import { IcsCalendarWriter } from './documents/ics-calendar-writer.js';
import { ExcelJsSpreadsheetWriter } from './documents/exceljs-spreadsheet-writer.js';
import type { Route } from './http/route.js';
import { healthRoute } from './http/routes/health-route.js';
import { auditAdminWrites } from './http/admin-audit.js';
import { RecordAdminAction } from '../application/audit/record-admin-action.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import { openEmbeddedStore } from './persistence/embedded-store.js';
import { openMongoStore } from './persistence/mongo-store.js';
import type { Store } from './persistence/store.js';
import { Argon2PasswordHasher } from './security/argon2-password-hasher.js';
import { HmacCheckInCodes } from './security/hmac-check-in-codes.js';
import { HmacSecretDigest } from './security/hmac-secret-digest.js';
import { resolveJwtSecret } from './security/jwt-secret.js';
import { JwtTokenService } from './security/jwt-token-service.js';
import { CryptoRandomSource } from './system/crypto-random-source.js';
import { ObjectIdGenerator } from './system/object-id-generator.js';
import { SystemClock } from './system/system-clock.js';
import { removeTemporaryFiles } from './system/temporary-files.js';
import { adminModule } from './composition/admin-module.js';
import { assessmentModule } from './composition/assessment-module.js';
import { companyModule } from './composition/company-module.js';
import { coordinatorModule } from './composition/coordinator-module.js';
import { downloadModule } from './composition/download-module.js';
import { interviewDayModule } from './composition/interview-day-module.js';
import { interviewModule } from './composition/interview-module.js';
import { notificationModule } from './composition/notification-module.js';
import { auditNames, organizerModule } from './composition/organizer-module.js';
import { panelModule } from './composition/panel-module.js';
import type { PortalModule } from './composition/portal-module.js';
import { selectionModule } from './composition/selection-module.js';
import { sharedModule } from './composition/shared-module.js';
import { studentModule } from './composition/student-module.js';
import { walkInModule } from './composition/walk-in-module.js';
import { allocationModule } from './composition/allocation-module.js';
import { PORTS } from './composition/tokens.js';
import type { PortalSettings } from '../application/settings.js';
import type { AppError } from '../application/errors.js';
import { CallNextStudents } from '../application/notifications/call-next-students.js';
import { NextTurnWatch } from '../application/notifications/next-turn-watch.js';
import { SendDueReminders } from '../application/notifications/send-due-reminders.js';
import { PromoteFromReserve } from '../application/allocation/promote-from-reserve.js';
import { ReservePromotionWatch } from '../application/allocation/reserve-promotion-watch.js';
import { ReminderScheduler } from './notifications/reminder-scheduler.js';
import path from 'node:path';

/** Every area of the portal, in the order their routes are declared. */
const MODULES: readonly PortalModule[] = [
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

/** The wired application: its container, its HTTP routes, and the store to close at the end. */
export interface ComposedPortal {
  readonly container: Container;
  readonly routes: readonly Route[];
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

/** Binds every port to its adapter and every use case to its ports: the one composition root. */
export const composePortal = async (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
): Promise<ComposedPortal> => {
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

  for (const module of MODULES) module.bind(container);
  const routes = auditAdminWrites(
    [healthRoute(store), ...MODULES.flatMap((module) => module.routes(container))],
    container.get(RecordAdminAction),
    auditNames(container),
  );

  return { container, routes, store, close: () => store.close() };
};

/** The portal's own work beside the requests: calling the next students, and the reminders' timer. */
export interface FairNotifications {
  /** Looks for the reminders due now and sends them (the timer's run, without waiting for it). */
  sendDueReminders(): Promise<void>;
  /** Resolves once the "you're next" calls and reserve promotions asked for so far are made. */
  settled(): Promise<void>;
  /** Stops listening and the timer, once the work under way is done. */
  stop(): Promise<void>;
}

const reasonOf = (error: AppError): unknown => (error.kind === 'Unexpected' ? error.cause : error.message);

/**
 * Starts "you're next" (on every queue change the event feed tells), the reminders (every 30 s), and
 * the reserve lists' promotions (on every interview deleted or marked no-show).
 */
export const startFairNotifications = (portal: ComposedPortal, logger: Logger): FairNotifications => {
  const { container } = portal;
  const watch = new NextTurnWatch(container.get(PORTS.events), container.get(CallNextStudents), (error) =>
    logger.error({ err: reasonOf(error) }, 'a "you\'re next" call failed'),
  );
  const promotions = new ReservePromotionWatch(
    container.get(PORTS.events),
    container.get(PromoteFromReserve),
    (error) => logger.error({ err: reasonOf(error) }, 'filling a freed place from the reserve list failed'),
  );
  const sendDueReminders = container.get(SendDueReminders);
  const clock = container.get(PORTS.clock);
  const reminders = new ReminderScheduler(async () => {
    const result = await sendDueReminders.execute(clock.now())();
    if (result._tag === 'Left') logger.error({ err: reasonOf(result.left) }, 'sending interview reminders failed');
    else if (result.right > 0) logger.info({ sent: result.right }, 'interview reminders sent');
  });
  watch.start();
  promotions.start();
  reminders.start();
  return {
    sendDueReminders: () => reminders.runNow(),
    settled: async () => {
      await promotions.settled();
      await watch.settled();
    },
    stop: async () => {
      await reminders.stop();
      await promotions.stop();
      await watch.stop();
    },
  };
};

/** Adds the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet. */
export const createFirstAdminFromConfig = async (
  portal: ComposedPortal,
  config: Config,
  logger: Logger,
): Promise<void> => {
  if (!config.admin) return;
  const result = await portal.container.get(CreateFirstAdmin).execute(config.admin.email, config.admin.password)();
  if (result._tag === 'Left') throw new Error(`ADMIN_EMAIL / ADMIN_PASSWORD refused: ${result.left.message}`);
  if (result.right) logger.info({ email: result.right.email }, 'first administrator created');
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
  portal: ComposedPortal,
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
