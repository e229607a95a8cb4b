import type { FileStorage } from '../../application/ports/file-storage.js';
import type { EventFeed } from '../../application/ports/events.js';
import type { FairArchive } from '../../application/ports/fair-archive.js';
import type { RateLimiterFactory } from './rate-limiters.js';
import type { Repositories } from './repositories.js';
import type { SpentChallenges } from './spent-challenges.js';
import type { StoreUnits } from './units.js';

/** What /health tells of a server's event feed. */
export interface FeedHealth {
  /** Whether it hears events now (false while a MongoDB change stream is being reopened after a failure). */
  readonly listening: boolean;
  /** How many times since start it went on from now, leaving a gap (events it may have missed), and when it last did. */
  readonly gaps: number;
  readonly lastGapAt: Date | null;
}

/**
 * What a ping of the store found: it answered, and whether it can take writes now. A MongoDB replica set
 * answers reads but takes no write while it elects a primary (about 10 s after a failover).
 */
export interface StoreReach {
  readonly writable: boolean;
}

/** The embedded store takes writes whenever it answers. */
export const ALWAYS_WRITABLE: StoreReach = { writable: true };

/** The embedded store's feed: one process, which hears all it publishes. */
export const IN_PROCESS_FEED_HEALTH: FeedHealth = { listening: true, gaps: 0, lastGapAt: null };

/** Every repository of one store, the file storage that lives beside it, and the event feed through it. */
export interface Store extends Repositories {
  readonly files: FileStorage;
  /** The fair's events, heard by every app server on this store; closed with it. */
  readonly events: EventFeed;
  /**
   * The store's all-or-nothing units of work; the use cases publish on `events` through it
   * (`units.publishing(events)`), so that an event published inside a unit is held by it.
   */
  readonly units: StoreUnits;
  /** The past fairs' records (docs/fairs.md). */
  readonly fairArchive: FairArchive;
  /**
   * A past fair as a store of its own: its records as they stood when it ended, every write refused
   * with 409 and the fair's message; the accounts, files and limits are this store's. Nothing to close.
   */
  pastFair(fairId: string, fairName: string): Promise<Store>;
  /** The rate limits' budgets, shared by every app server on this store. */
  readonly rateLimiters: RateLimiterFactory;
  /** The proof-of-work challenges already redeemed, shared by every app server on this store. */
  readonly spentChallenges: SpentChallenges;
  /**
   * Resolves once the database answers a query that costs it nothing (a load balancer's probe), telling
   * whether it takes writes now; rejects when no part of it answers.
   */
  ping(): Promise<StoreReach>;
  /** How this server's event feed is doing. */
  feedHealth(): FeedHealth;
  close(): Promise<void>;
}
