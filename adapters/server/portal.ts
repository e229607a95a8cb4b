import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../../application/ports/system.js';
import { CurrentFair } from '../../application/fairs/current-fair.js';
import { SessionValidity } from '../../application/sessions/session-validity.js';
import { composePortal, type ComposedPortal } from '../composition-root.js';
import { PORTS } from '../composition/tokens.js';
import { loadConfig } from '../config.js';
import { createHttpApp } from '../http/app.js';
import { CallLimits } from '../http/call-limits.js';
import { LiveStreams } from '../http/live-stream.js';
import { PastFairRoutes } from '../http/past-fair-routes.js';
import { PollTags } from '../http/poll-tags.js';
import { createLogger } from '../logging.js';
import { lockStoreOf } from '../system/data-directory-lock.js';
import { collectStartUpGarbage } from '../system/start-up-garbage.js';
import { sweepOrphanFilesAtStart } from '../system/start-up-sweep.js';
import { type FairNotifications, startFairNotifications } from './fair-notifications.js';
import { createFirstAdminFromConfig } from './first-admin.js';

/** How long requests in flight may take to finish once the portal is asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The folder holding package.json, above this file whether it runs as source or compiled under dist/server. */
const packageRoot = (from: string): string =>
  existsSync(path.join(from, 'package.json')) || path.dirname(from) === from ? from : packageRoot(path.dirname(from));

export const UI_DIR = path.join(packageRoot(path.dirname(fileURLToPath(import.meta.url))), 'dist', 'ui');

export interface RunningPortal {
  /** Where the portal answers, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  readonly dataDir: string;
  /** Stops accepting, lets requests in flight finish, then closes the stores. */
  stop(): Promise<void>;
  /** "You're next", reminders and the mail queue: their timers can be run at once (tests, operators). */
  readonly notifications: Pick<FairNotifications, 'sendDueReminders' | 'deliverMails' | 'expireOffers' | 'settled'>;
  /** No administrator exists yet: nobody can sign in to manage the fair until one is created. */
  readonly needsFirstAdmin: boolean;
}

/** Starts accepting connections; answers the URL it listens at. */
const listen = async (server: Server, host: string, port: number): Promise<string> => {
  server.listen(port, host);
  await once(server, 'listening');
  return `http://${host}:${(server.address() as AddressInfo).port}`;
};

/** What an in-process test may put in place of the portal's own adapters; nothing a deployment sets. */
export interface PortalOverrides {
  /** A clock the browser tests move forward instead of waiting. */
  readonly clock?: Clock;
}

/** Starts the whole portal from environment variables (PORT 0 = an ephemeral port). */
export const startPortal = async (
  env: Record<string, string | undefined>,
  overrides: PortalOverrides = {},
): Promise<RunningPortal> => {
  const config = loadConfig(env);
  const logger = createLogger(config);
  let stop: () => Promise<void> = async () => undefined;
  // Before anything else, so that a second portal on the same data directory changes nothing, not even a port.
  const lock = await lockStoreOf(config, {
    onCompromised: (error) => {
      logger.fatal({ err: error, dataDir: config.dataDir }, 'the lock on the data directory was lost: stopping');
      void stop();
    },
  });

  // No connection is accepted before every route is in place. Links in e-mails name the real port
  // (PORT may be 0), known once listening: the settings read `url` each time they make a link.
  let url = '';
  let portal: ComposedPortal | undefined;
  let server;
  let live: LiveStreams | undefined;
  let notifications: FairNotifications | undefined;
  let needsFirstAdmin: boolean;
  try {
    portal = await composePortal(config, logger, config.publicUrl ?? (() => url), overrides);
    const { container } = portal;
    // A store written before fairs existed becomes its first fair here (docs/fairs.md).
    await container.get(CurrentFair).read();
    await createFirstAdminFromConfig(container, config, logger);
    needsFirstAdmin = (await container.get(PORTS.admins).count()) === 0;
    await sweepOrphanFilesAtStart(container, config, logger);
    notifications = startFairNotifications(container, logger);
    // Made now, so that it hears every account change from the start.
    live = container.get(LiveStreams);
    const app = createHttpApp({
      routes: portal.routes,
      tokens: container.get(PORTS.tokens),
      sessions: container.get(SessionValidity),
      logger,
      limits: container.get(CallLimits),
      trustProxy: config.trustProxy,
      uiDir: UI_DIR,
      pollTags: container.get(PollTags),
      pastFairs: new PastFairRoutes(container.get(PORTS.fairs), (fair) => portal!.routesOfPastFair(fair)),
      live,
    });
    collectStartUpGarbage(logger);
    server = createServer(app.callback());
    url = await listen(server, config.host, config.port);
  } catch (error) {
    live?.closeAll();
    await notifications?.stop();
    await portal?.close();
    await lock.release();
    throw error;
  }
  logger.info({ url }, 'portal listening');

  let stopping: Promise<void> | null = null;
  stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Live streams never finish by themselves: they end here, so that their connections become idle.
      live.closeAll();
      // Keep-alive connections become idle only once their request is answered: sweep them as they do,
      // and cut whatever is still open after the grace period.
      const sweep = setInterval(() => server.closeIdleConnections(), 25);
      const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      server.closeIdleConnections();
      await closed;
      clearInterval(sweep);
      clearTimeout(deadline);
      await notifications.stop();
      await portal.close();
      await lock.release();
      logger.info('portal stopped');
    })();
    return stopping;
  };
  return { url, dataDir: config.dataDir, stop, notifications, needsFirstAdmin };
};
