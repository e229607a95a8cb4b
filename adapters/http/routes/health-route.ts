import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { unavailable } from '../../../application/errors.js';
import type { FeedHealth, StoreReach } from '../../persistence/store.js';
import { json, publicRoute, type Route } from '../route.js';

/** A probe left hanging is as bad as one refused: the store gets this long to answer. */
const PING_TIMEOUT_MS = 2_000;

export const STORE_DOWN = 'The store does not answer';

export interface Pingable {
  ping(): Promise<StoreReach>;
  feedHealth(): FeedHealth;
}

const withinTimeout = async <T>(answer: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A load balancer's probe: 200 while the store answers a ping within `timeoutMs`, 503 otherwise. On
 * MongoDB any member of the replica set answering is enough: during an election (no primary for about
 * 10 s) every server would otherwise fail at once and a load balancer could take the whole fleet out;
 * `writable` tells whether writes are taken now. It also tells how this server's event feed is doing
 * (listening now; gaps since start), which never fails the probe either: a feed being reopened catches
 * up by itself, and every server would fail at once.
 */
export const healthRoute = (store: Pingable, timeoutMs = PING_TIMEOUT_MS): Route =>
  publicRoute({
    method: 'get',
    path: '/health',
    summary:
      'Whether this server can serve: 200 {store: "up", writable, feed} while the store (on MongoDB, any member of the replica set) answers, 503 otherwise; writable is false while the replica set has no primary (an election), when reads are answered and writes wait; feed tells whether this server hears the live events, and how often it went on after events it may have missed',
    access: 'public',
    operationId: 'checkHealth',
    tags: ['portal'],
    response: z.object({
      store: z.literal('up'),
      writable: z.boolean(),
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
        TE.map(({ writable }) => {
          const { listening, gaps, lastGapAt } = store.feedHealth();
          return json({
            store: 'up' as const,
            writable,
            feed: { listening, gaps, lastGapAt: lastGapAt?.toISOString() ?? null },
          });
        }),
      ),
  });
