import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composePortal, createFirstAdminFromConfig } from './composition-root.js';
import { PORTS } from './composition/tokens.js';
import { loadConfig } from './config.js';
import { createHttpApp } from './http/app.js';
import { RateLimits } from './http/rate-limit.js';
import { createLogger } from './logging.js';

/** How long requests in flight may take to finish once the portal is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

export const UI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'ui');

export interface RunningPortal {
  /** Where the portal answers, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly dataDir: string;
  /** Stops accepting, lets requests in flight finish, then closes the stores. */
  stop(): Promise<void>;
}

/** Starts the whole portal from environment variables (PORT 0 = an ephemeral port). */
export const startPortal = async (env: Record<string, string | undefined>): Promise<RunningPortal> => {
  const config = loadConfig(env);
  const logger = createLogger(config);

  // Listen first, so that links in e-mails name the real port even when PORT is 0.
  const server = createServer();
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;

  let portal;
  try {
    portal = await composePortal(config, logger, config.publicUrl ?? url);
    await createFirstAdminFromConfig(portal, config, logger);
  } catch (error) {
    server.close();
    await portal?.close();
    throw error;
  }

  const app = createHttpApp({
    routes: portal.routes,
    tokens: portal.container.get(PORTS.tokens),
    logger,
    rateLimits: new RateLimits(),
    uiDir: UI_DIR,
  });
  server.on('request', app.callback());
  logger.info({ url }, 'portal listening');

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections become idle only once their request is answered: sweep them as they do,
      // and cut whatever is still open after the grace period.
      const sweep = setInterval(() => server.closeIdleConnections(), 25);
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await portal.close();
      logger.info('portal stopped');
    })();
    return stopping;
  };
  return { url, dataDir: config.dataDir, stop };
};
