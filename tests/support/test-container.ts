import { Container } from 'inversify';
import { pino } from 'pino';
import webpush from 'web-push';
import { loadConfig } from '../../adapters/config.js';
import type { PasswordHasher } from '../../application/ports/security.js';
import type { Clock, IdGenerator } from '../../application/ports/system.js';
import type { PortalSettings } from '../../application/settings.js';
import { AREAS } from '../../adapters/composition/areas.js';
import { type AdapterPorts, adapterPorts, portsModule, storePorts } from '../../adapters/composition/ports-module.js';
import type { Ports } from '../../adapters/composition/tokens.js';
import type { Store } from '../../adapters/persistence/store.js';
import { HmacSecretDigest } from '../../adapters/security/hmac-secret-digest.js';
import { JwtTokenService } from '../../adapters/security/jwt-token-service.js';
import { RecordingMailer } from './recording-mailer.js';

/** A hasher without the cost of argon2: use-case tests only check that the hash is not the password. */
export const plainPasswords: PasswordHasher = {
  hash: async (plain) => `hashed:${plain}`,
  verify: async (hash, plain) => hash === `hashed:${plain}`,
};

const TEST_SECRET = 'the secret of the fair in these tests, long enough';
/** The portal's VAPID key pair in use-case tests. */
export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();
const silent = pino({ level: 'silent' });

/**
 * The adapters of a use-case test: the portal's own, but for a fast hasher, a recording mailer, and
 * the test's clock, ids and settings. A new port needs nothing here unless its tests fake it.
 */
export const testAdapters = (clock: Clock, ids: IdGenerator, settings: PortalSettings): AdapterPorts => ({
  ...adapterPorts(
    loadConfig({ EVENT_TIMEZONE: settings.eventTimezone }),
    silent,
    settings.publicUrl,
    TEST_SECRET,
    TEST_VAPID_KEYS,
  ),
  clock,
  ids,
  settings,
  passwords: plainPasswords,
  tokens: new JwtTokenService({ secret: TEST_SECRET, clock }),
  digest: new HmacSecretDigest('a test key that is long enough for hmac-sha256'),
  mailer: new RecordingMailer(),
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
