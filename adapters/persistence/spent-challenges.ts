import type { Db } from 'mongodb';

/**
 * The proof-of-work challenges already redeemed, each remembered until it expires: a solution is
 * good for one request. Kept where the store keeps its data, like the rate limits' budgets, so that
 * a solution spent on one app server is refused on every other.
 */
export interface SpentChallenges {
  /** Marks the challenge spent until `expiresAt`; false when it was spent already (a replay). */
  spend(id: string, expiresAt: Date): Promise<boolean>;
}

/** How often the memory drops the ids whose challenges have expired (they could no longer be redeemed anyway). */
const SWEEP_EVERY_MS = 60_000;

/** An embedded store has one process (the data directory's lock), so what it spent lives in that process. */
export const inMemorySpentChallenges = (now: () => number = Date.now): SpentChallenges => {
  const spent = new Map<string, number>();
  let nextSweep = now() + SWEEP_EVERY_MS;
  return {
    spend: async (id, expiresAt) => {
      const at = now();
      if (at >= nextSweep) {
        for (const [spentId, until] of spent) if (until <= at) spent.delete(spentId);
        nextSweep = at + SWEEP_EVERY_MS;
      }
      const until = spent.get(id);
      if (until !== undefined && until > at) return false;
      spent.set(id, expiresAt.getTime());
      return true;
    },
  };
};

/** The collection of spent challenges on MongoDB; a TTL index on `expireAt` (made by the migration) drops them once expired. */
export const SPENT_CHALLENGES_COLLECTION = 'spent_challenges';

interface SpentChallenge {
  _id: string;
  expireAt: Date;
}

const DUPLICATE_KEY = 11000;

/** Spent challenges in MongoDB: the unique `_id` makes the first redemption win on every app server. */
export const mongoSpentChallenges = (db: Db): SpentChallenges => {
  const collection = db.collection<SpentChallenge>(SPENT_CHALLENGES_COLLECTION);
  return {
    spend: async (id, expiresAt) => {
      try {
        await collection.insertOne({ _id: id, expireAt: expiresAt });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === DUPLICATE_KEY) return false;
        throw error;
      }
    },
  };
};
