import type { ContainerModule } from 'inversify';
import { pino } from 'pino';
import { fairArea } from '../../application/areas/fair.js';
import { sharedArea } from '../../application/areas/shared.js';
import { CurrentFair } from '../../application/fairs/current-fair.js';
import { FAIR_MESSAGES } from '../../domain/fair.js';
import { composeContainer, type ComposedContainer } from '../composition/portal-container.js';
import { loadConfig } from '../config.js';
import { lockStoreOf } from '../system/data-directory-lock.js';
import { sweepOrphanFilesAtStart } from '../system/start-up-sweep.js';
import { areaModule } from '../composition/area-module.js';

/** The portal on the fair named: a past fair's read-only records, or the current fair's (docs/fairs.md). */
const onFair = async (portal: ComposedContainer, fairId: string | undefined): Promise<ComposedContainer> => {
  if (fairId === undefined) return portal;
  const fair = await portal.store.fairs.findById(fairId);
  if (fair === null) throw new Error(FAIR_MESSAGES.notFound(fairId));
  return fair.current ? portal : { ...portal, container: portal.over(await portal.store.pastFair(fair.id, fair.name)) };
};

/**
 * Runs a command against the configured store, with the use cases of the areas it names (and the
 * shared services, the start-up sweep among them), closing it afterwards whatever happens. Every command
 * holds the data directory's lock meanwhile: even one that only reads rewrites the embedded files on close.
 * It works on the current fair, or on the fair named (`--fair <id>`).
 */
export const withPortal = async <T>(
  env: Record<string, string | undefined>,
  areas: readonly ContainerModule[],
  run: (portal: ComposedContainer) => Promise<T>,
  options: { readonly fair?: string } = {},
): Promise<T> => {
  const config = loadConfig(env);
  const logger = pino({ level: 'silent' });
  let lost: Error | null = null;
  const lock = await lockStoreOf(config, { onCompromised: (error) => (lost = error) });
  let result: T;
  try {
    const publicUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const areasWithFairs = [areaModule(sharedArea), areaModule(fairArea), ...areas];
    const portal = await composeContainer(config, logger, publicUrl, areasWithFairs);
    try {
      // A store written before fairs existed becomes its first fair here, as when the portal starts.
      await portal.container.get(CurrentFair).read();
      await sweepOrphanFilesAtStart(portal.container, config, logger);
      result = await run(await onFair(portal, options.fair));
    } finally {
      await portal.close();
    }
  } finally {
    await lock.release();
  }
  if (lost !== null) throw new Error(`The lock on ${config.dataDir} was lost while the command ran`, { cause: lost });
  return result;
};
