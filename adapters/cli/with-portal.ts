import { pino } from 'pino';
import { composePortal, type ComposedPortal } from '../composition-root.js';
import { loadConfig } from '../config.js';

/** Runs a command against the configured store, closing it afterwards whatever happens. */
export const withPortal = async <T>(
  env: Record<string, string | undefined>,
  run: (portal: ComposedPortal) => Promise<T>,
): Promise<T> => {
  const config = loadConfig(env);
  const logger = pino({ level: 'silent' });
  const portal = await composePortal(config, logger, config.publicUrl ?? `http://${config.host}:${config.port}`);
  try {
    return await run(portal);
  } finally {
    await portal.close();
  }
};
