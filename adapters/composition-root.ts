import type { Logger } from 'pino';
import { AREAS } from './composition/areas.js';
import { httpModule } from './composition/http-module.js';
import type { AdapterPorts } from './composition/ports-module.js';
import { composeContainer, type ComposedContainer } from './composition/portal-container.js';
import { portalRoutes } from './composition/portal-routes.js';
import type { Fair } from '../domain/fair.js';
import type { Config } from './config.js';
import type { Route } from './http/route.js';
import { healthRoute } from './http/routes/health-route.js';
import { resolveJwtSecret } from './security/jwt-secret.js';

/** The wired application: its container, its HTTP routes, and the store to close at the end. */
export interface ComposedPortal extends ComposedContainer {
  readonly routes: readonly Route[];
  /** The routes of a past fair, over its read-only records (docs/fairs.md). */
  routesOfPastFair(fair: Fair): Promise<readonly Route[]>;
}

/**
 * The composition root of the HTTP server: every port, use case and HTTP service bound, and every
 * route. The audit log is written by the administrators' use cases where they are bound
 * (application/audit/audited.ts), not here.
 */
export const composePortal = async (
  config: Config,
  logger: Logger,
  publicUrl: string | (() => string),
  overrides: Partial<Pick<AdapterPorts, 'clock'>> = {},
): Promise<ComposedPortal> => {
  const http = httpModule(config, await resolveJwtSecret(config));
  const composed = await composeContainer(config, logger, publicUrl, [...AREAS, http], overrides);
  const { container, store, over } = composed;
  return {
    ...composed,
    routes: [healthRoute(store), ...portalRoutes(container)],
    routesOfPastFair: async (fair) => portalRoutes(over(await store.pastFair(fair.id, fair.name))),
  };
};
