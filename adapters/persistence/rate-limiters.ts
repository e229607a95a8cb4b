import type { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One budget of calls: `points` in every `durationSeconds`, under its own name. */
export interface RateLimitBudget {
  readonly name: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/** Makes the limiter of a budget, kept where the store keeps its data. */
export type RateLimiterFactory = (budget: RateLimitBudget) => RateLimiterAbstract;

/**
 * An embedded store has one process (the data directory's lock), so its budgets live in that
 * process: one per name, whoever asks for it.
 */
export const inMemoryRateLimiters = (): RateLimiterFactory => {
  const budgets = new Map<string, RateLimiterMemory>();
  return ({ name, points, durationSeconds }) => {
    let limiter = budgets.get(name);
    if (limiter === undefined) {
      limiter = new RateLimiterMemory({ points, duration: durationSeconds });
      budgets.set(name, limiter);
    }
    return limiter;
  };
};

/** The collection the MongoDB budgets share; a TTL index on `expire` drops the spent ones. */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

/**
 * Budgets in MongoDB, counted by atomic upserts, so that every app server behind a load balancer
 * spends the same budget: a client cannot get N times the failed sign-ins by landing on N servers.
 */
export const mongoRateLimiters =
  (client: MongoClient, dbName: string): RateLimiterFactory =>
  ({ name, points, durationSeconds }) =>
    new RateLimiterMongo({
      storeClient: client,
      dbName,
      tableName: RATE_LIMITS_COLLECTION,
      keyPrefix: name,
      points,
      duration: durationSeconds,
    });
