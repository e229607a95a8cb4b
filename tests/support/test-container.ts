import { Container } from 'inversify';
import type { PasswordHasher } from '../../application/ports/security.js';
import type { Clock, IdGenerator } from '../../application/ports/system.js';
import type { PortalSettings } from '../../application/settings.js';
import { AREAS } from '../../adapters/composition/areas.js';
import { type AdapterPorts, portsModule, storePorts } from '../../adapters/composition/ports-module.js';
import type { Ports } from '../../adapters/composition/tokens.js';
import { ArchiverArchiveWriter } from '../../adapters/documents/archiver-archive-writer.js';
import { ExcelJsSpreadsheetWriter } from '../../adapters/documents/exceljs-spreadsheet-writer.js';
import { IcsCalendarWriter } from '../../adapters/documents/ics-calendar-writer.js';
import type { Store } from '../../adapters/persistence/store.js';
import { HmacCheckInCodes } from '../../adapters/security/hmac-check-in-codes.js';
import { HmacSecretDigest } from '../../adapters/security/hmac-secret-digest.js';
import { JwtTokenService } from '../../adapters/security/jwt-token-service.js';
import { CryptoRandomSource } from '../../adapters/system/crypto-random-source.js';
import { RecordingMailer } from './recording-mailer.js';

/** A hasher without the cost of argon2: use-case tests only check that the hash is not the password. */
export const plainPasswords: PasswordHasher = {
  hash: async (plain) => `hashed:${plain}`,
  verify: async (hash, plain) => hash === `hashed:${plain}`,
};

const TEST_SECRET = 'the secret of the fair in these tests, long enough';

/** The adapters of a use-case test: quick, deterministic where they can be, and nothing leaves the process. */
export const testAdapters = (clock: Clock, ids: IdGenerator, settings: PortalSettings): AdapterPorts => ({
  clock,
  ids,
  settings,
  passwords: plainPasswords,
  tokens: new JwtTokenService({ secret: TEST_SECRET, clock }),
  digest: new HmacSecretDigest('a test key that is long enough for hmac-sha256'),
  mailer: new RecordingMailer(),
  random: new CryptoRandomSource(),
  spreadsheets: new ExcelJsSpreadsheetWriter(settings.eventTimezone),
  archives: new ArchiverArchiveWriter(),
  calendars: new IcsCalendarWriter(),
  checkInCodeMaker: new HmacCheckInCodes(TEST_SECRET),
  reminders: { minutesBefore: 30 },
  allocation: { maxInterviewsPerStudent: null },
});

/**
 * The portal's own modules over a store and test adapters, with the ports in `rebind` put in place
 * of theirs: the use cases come wired as the portal wires them, never by hand.
 */
export const testContainer = (store: Store, adapters: AdapterPorts, rebind: Partial<Ports> = {}): Container => {
  const container = new Container();
  container.load(portsModule({ ...storePorts(store), ...adapters, ...rebind }), ...AREAS);
  return container;
};
