import { Container, type ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openEmbeddedStore } from '../persistence/embedded-store.js';
import { openMongoStore } from '../persistence/mongo-store.js';
import type { Store } from '../persistence/store.js';
import { resolveJwtSecret } from '../security/jwt-secret.js';
import { resolveVapidKeys } from '../security/vapid-keys.js';
import { type AdapterPorts, adapterPorts, portsModule, storePorts } from './ports-module.js';

/** The wired application: its container, and the store to close at the end. */
export interface ComposedContainer {
  readonly container: Container;
  readonly store: Store;
  /** The same ports and use cases over another store (a past fair's, docs/fairs.md). */
  over(store: Store): Container;
  close(): Promise<void>;
}

export const openStore = (config: Config, logger: Logger): Promise<Store> =>
  config.mongodbUri
    ? openMongoStore(config.mongodbUri, { warn: (details, message) => logger.warn(details, message) })
    : openEmbeddedStore({ dataDir: config.dataDir });

/**
 * Binds every port to its adapter and the use cases of the areas given, without any HTTP module:
 * what the CLI runs on (the areas its command needs), and what the HTTP server adds its routes to
 * (composition-root.ts, every area).
 */
export const composeContainer = async (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
  areas: readonly ContainerModule[],
  overrides: Partial<Pick<AdapterPorts, 'clock'>> = {},
): Promise<ComposedContainer> => {
  const store = await openStore(config, logger);
  const [secret, vapid] = await Promise.all([resolveJwtSecret(config), resolveVapidKeys(config)]);
  const adapters = adapterPorts(config, logger, publicUrl, secret, vapid, overrides.clock);
  const over = (someStore: Store): Container => {
    const container = new Container();
    container.load(portsModule({ ...storePorts(someStore), ...adapters }), ...areas);
    return container;
  };
  return { container: over(store), store, over, close: () => store.close() };
};
