import type { ContainerModule } from 'inversify';
import { pino } from 'pino';
import { sharedArea } from '../../application/areas/shared.js';
import { composeContainer, type ComposedContainer } from '../composition/portal-container.js';
import { loadConfig } from '../config.js';
import { lockStoreOf } from '../system/data-directory-lock.js';
import { sweepOrphanFilesAtStart } from '../system/start-up-sweep.js';
import { areaModule } from '../composition/area-module.js';

/**
 * Runs a command against the configured store, with the use cases of the areas it names (and the
 * shared services, the start-up sweep among them), closing it afterwards whatever happens. Every command
 * holds the data directory's lock meanwhile: even one that only reads rewrites the embedded files on close.
 */
export const withPortal = async <T>(
  env: Record<string, string | undefined>,
  areas: readonly ContainerModule[],
  run: (portal: ComposedContainer) => Promise<T>,
): Promise<T> => {
  const config = loadConfig(env);
  const logger = pino({ level: 'silent' });
  let lost: Error | null = null;
  const lock = await lockStoreOf(config, { onCompromised: (error) => (lost = error) });
  let result: T;
  try {
    const publicUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const portal = await composeContainer(config, logger, publicUrl, [areaModule(sharedArea), ...areas]);
    try {
      await sweepOrphanFilesAtStart(portal.container, config, logger);
      result = await run(portal);
    } finally {
      await portal.close();
    }
  } finally {
    await lock.release();
  }
  if (lost !== null) throw new Error(`The lock on ${config.dataDir} was lost while the command ran`, { cause: lost });
  return result;
};
