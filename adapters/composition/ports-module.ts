import path from 'node:path';
import { ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import type { AllocationSettings } from '../../application/allocation/allocation-settings.js';
import type { MailRateSettings } from '../../application/messages/mail-queue.js';
import type { ReminderSettings } from '../../application/notifications/send-due-reminders.js';
import type {
  ArchiveWriter,
  CalendarWriter,
  PdfWriter,
  SpreadsheetReader,
  SpreadsheetWriter,
} from '../../application/ports/documents.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { PushSender, PushSettings } from '../../application/ports/push.js';
import type { CheckInCodeMaker, PasswordHasher, SecretDigest, TokenService } from '../../application/ports/security.js';
import type { Clock, IdGenerator, RandomSource } from '../../application/ports/system.js';
import type { Config } from '../config.js';
import { portalSettings } from '../portal-settings.js';
import { ArchiverArchiveWriter } from '../documents/archiver-archive-writer.js';
import { ExcelJsSpreadsheetReader } from '../documents/exceljs-spreadsheet-reader.js';
import { ExcelJsSpreadsheetWriter } from '../documents/exceljs-spreadsheet-writer.js';
import { IcsCalendarWriter } from '../documents/ics-calendar-writer.js';
import { PdfKitPdfWriter } from '../documents/pdfkit-pdf-writer.js';
import { OutboxMailer } from '../mail/outbox-mailer.js';
import { SmtpMailer } from '../mail/smtp-mailer.js';
import { WebPushSender } from '../push/web-push-sender.js';
import type { Store } from '../persistence/store.js';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.js';
import { HmacCheckInCodes } from '../security/hmac-check-in-codes.js';
import { HmacSecretDigest } from '../security/hmac-secret-digest.js';
import { JwtTokenService } from '../security/jwt-token-service.js';
import type { VapidKeys } from '../security/vapid-keys.js';
import { CryptoRandomSource } from '../system/crypto-random-source.js';
import { ObjectIdGenerator } from '../system/object-id-generator.js';
import { SystemClock } from '../system/system-clock.js';
import { PORTS, type PortName, type Ports } from './tokens.js';

/** An adapter, seen as its port: what the use cases are given, and what a test may put in its place. */
const port = <Port>(adapter: Port): Port => adapter;

/** Every port beside the store's, each with the adapter the installation's configuration chooses. */
export const adapterPorts = (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
  secret: string,
  vapid: VapidKeys,
  /** The system's clock, unless an in-process test gives its own (never a deployment). */
  clock: Clock = new SystemClock(),
) => {
  return {
    clock: port<Clock>(clock),
    passwords: port<PasswordHasher>(new Argon2PasswordHasher()),
    tokens: port<TokenService>(new JwtTokenService({ secret, clock })),
    digest: port<SecretDigest>(new HmacSecretDigest(secret)),
    mailer: port<Mailer>(
      config.smtpUrl
        ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
        : new OutboxMailer({ directory: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger }),
    ),
    ids: port<IdGenerator>(new ObjectIdGenerator()),
    random: port<RandomSource>(new CryptoRandomSource()),
    spreadsheets: port<SpreadsheetWriter>(new ExcelJsSpreadsheetWriter(config.eventTimezone)),
    spreadsheetReader: port<SpreadsheetReader>(new ExcelJsSpreadsheetReader()),
    archives: port<ArchiveWriter>(new ArchiverArchiveWriter()),
    calendars: port<CalendarWriter>(new IcsCalendarWriter()),
    pdfs: port<PdfWriter>(new PdfKitPdfWriter()),
    checkInCodeMaker: port<CheckInCodeMaker>(new HmacCheckInCodes(secret)),
    settings: portalSettings(publicUrl, config),
    reminders: port<ReminderSettings>({ minutesBefore: config.reminderMinutes }),
    mailRate: port<MailRateSettings>({ perMinute: config.mailPerMinute }),
    allocation: port<AllocationSettings>({ maxInterviewsPerStudent: config.maxInterviewsPerStudent ?? null }),
    pushSender: port<PushSender>(new WebPushSender({ keys: vapid, subject: config.vapidSubject })),
    push: port<PushSettings>({ testOrigins: config.pushTestOrigins }),
  };
};

export type AdapterPorts = ReturnType<typeof adapterPorts>;

/** The store's ports: its repositories, files and events (not its own ping, feed health and close). */
export const storePorts = ({
  ping: _ping,
  feedHealth: _feedHealth,
  close: _close,
  pastFair: _pastFair,
  ...ports
}: Store): Omit<Store, 'ping' | 'feedHealth' | 'close' | 'pastFair'> => ports;

/**
 * Binds every port to the adapter given for it, under the identifier its name makes; the event feed
 * through the store's units, so that what a use case publishes inside a unit is held by the unit.
 */
export const portsModule = (ports: Ports): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const bound = { ...ports, events: ports.units.publishing(ports.events) };
    for (const [name, adapter] of Object.entries(bound))
      bind<unknown>(PORTS[name as PortName]).toConstantValue(adapter);
  });
