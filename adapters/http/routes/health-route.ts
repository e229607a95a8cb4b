import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { unavailable } from '../../../application/errors.js';
import type { FeedHealth } from '../../persistence/store.js';
import { json, publicRoute, type Route } from '../route.js';

/** A probe left hanging is as bad as one refused: the store gets this long to answer. */
const PING_TIMEOUT_MS = 2_000;

export const STORE_DOWN = 'The store does not answer';

export interface Pingable {
  ping(): Promise<void>;
  feedHealth(): FeedHealth;
}

const withinTimeout = async (answer: Promise<void>, ms: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A load balancer's probe: 200 while the store answers a ping within `timeoutMs`, 503 otherwise. It
 * also tells how this server's event feed is doing (listening now; gaps since start), which never
 * fails the probe: a feed being reopened catches up by itself, and every server would fail at once.
 */
export const healthRoute = (store: Pingable, timeoutMs = PING_TIMEOUT_MS): Route =>
  publicRoute({
    method: 'get',
    path: '/health',
    summary:
      'Whether this server can serve: 200 {store: "up", feed} while the store answers, 503 otherwise; feed tells whether this server hears the live events, and how often it went on after events it may have missed',
    access: 'public',
    operationId: 'checkHealth',
    tags: ['portal'],
    response: z.object({
      store: z.literal('up'),
      feed: z.object({
        listening: z.boolean(),
        gaps: z.number().int(),
        lastGapAt: z.string().nullable(),
      }),
    }),
    errors: [503],
    handle: () =>
      pipe(
        TE.tryCatch(
          () => withinTimeout(store.ping(), timeoutMs),
          () => unavailable(STORE_DOWN),
        ),
        TE.map(() => {
          const { listening, gaps, lastGapAt } = store.feedHealth();
          return json({ store: 'up' as const, feed: { listening, gaps, lastGapAt: lastGapAt?.toISOString() ?? null } });
        }),
      ),
  });
