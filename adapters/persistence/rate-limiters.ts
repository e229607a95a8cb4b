import type { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One budget of calls: `points` in every `durationSeconds`, under its own name. */
export interface RateLimitBudget {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/** The limiter of a budget, kept where the store keeps its data: one per name, whoever asks for it. */
export type RateLimiterFactory = (budget: RateLimitBudget) => RateLimiterAbstract;

/** Makes each name's limiter once, the first time it is asked for. */
const oncePerName = (make: (budget: RateLimitBudget) => RateLimiterAbstract): RateLimiterFactory => {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (budget) => {
    let limiter = limiters.get(budget.name);
    if (limiter === undefined) {
      limiter = make(budget);
      limiters.set(budget.name, limiter);
    }
    return limiter;
  };
};

/** An embedded store has one process (the data directory's lock), so its budgets live in that process. */
export const inMemoryRateLimiters = (): RateLimiterFactory =>
  oncePerName(({ points, durationSeconds }) => new RateLimiterMemory({ points, duration: durationSeconds }));

/** The collection the MongoDB budgets share; a TTL index on `expire` drops the spent ones (made by the migration). */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

/**
 * Budgets in MongoDB, counted by atomic upserts, so that every app server behind a load balancer
 * spends the same budget: a client cannot get N times the failed sign-ins by landing on N servers.
 */
export const mongoRateLimiters = (client: MongoClient, dbName: string): RateLimiterFactory =>
  oncePerName(
    ({ name, points, durationSeconds }) =>
      new RateLimiterMongo({
        storeClient: client,
        dbName,
        tableName: RATE_LIMITS_COLLECTION,
        keyPrefix: name,
        points,
        duration: durationSeconds,
        // The migration makes its indexes (mongo-indexes.ts), before any server takes a point.
        disableIndexesCreation: true,
      }),
  );
