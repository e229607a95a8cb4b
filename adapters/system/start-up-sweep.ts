import path from 'node:path';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { type FileSweep, SweepOrphanFiles } from '../../application/files/sweep-orphan-files.js';
import type { Config } from '../config.js';
import { removeTemporaryFiles } from './temporary-files.js';

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
  container: Container,
  config: Config,
  logger: Logger,
): Promise<FileSweep> => {
  const embedded = config.mongodbUri === undefined;
  const storedBefore = new Date(Date.now() - (embedded ? 0 : SHARED_STORE_SWEEP_GRACE_MS));
  const result = await container.get(SweepOrphanFiles).execute(storedBefore)();
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
