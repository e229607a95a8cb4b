import { Container, type ContainerModule } from 'inversify';
import type { Logger } from 'pino';
import { type FileSweep, SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import type { Config } from '../config.js';
import { openEmbeddedStore } from '../persistence/embedded-store.js';
import { openMongoStore } from '../persistence/mongo-store.js';
import type { Store } from '../persistence/store.js';
import { resolveJwtSecret } from '../security/jwt-secret.js';
import { removeTemporaryFiles } from '../system/temporary-files.js';
import { adapterPorts, portsModule, storePorts } from './ports-module.js';
import path from 'node:path';

/** The wired application: its container, and the store to close at the end. */
export interface ComposedContainer {
  readonly container: Container;
  readonly store: Store;
  close(): Promise<void>;
}

export const openStore = (config: Config): Promise<Store> =>
  config.mongodbUri ? openMongoStore(config.mongodbUri) : openEmbeddedStore({ dataDir: config.dataDir });

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
): Promise<ComposedContainer> => {
  const store = await openStore(config);
  const secret = await resolveJwtSecret(config);
  const container = new Container();
  container.load(portsModule({ ...storePorts(store), ...adapterPorts(config, logger, publicUrl, secret) }), ...areas);
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
