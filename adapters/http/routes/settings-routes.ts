import * as TE from 'fp-ts/lib/TaskEither.js';
import { z } from 'zod';
import type { PortalSettings } from '../../../application/settings.js';
import { json, publicRoute, type Route } from '../route.js';

/** What the browser must know of this installation: the time zone interview times are shown in. */
export const settingsRoutes = (settings: PortalSettings): Route[] => [
  publicRoute({
    method: 'get',
    path: '/settings',
    summary: "The installation's public settings: the event time zone",
    access: 'public',
    operationId: 'getSettings',
    tags: ['portal'],
    response: z.object({ eventTimezone: z.string() }),
    handle: () => TE.right(json({ eventTimezone: settings.eventTimezone })),
  }),
];
