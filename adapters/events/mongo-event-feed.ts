import { setTimeout as pause } from 'node:timers/promises';
import {
  type ChangeStream,
  type ClientSession,
  type ChangeStreamInsertDocument,
  type Collection,
  type Db,
  type MongoClient,
  MongoError,
  ObjectId,
  MongoServerError,
  type ResumeToken,
  Timestamp,
} from 'mongodb';
import {
  type EventFeed,
  type EventId,
  type EventListener,
  HISTORY_GONE,
  type MissedEvents,
  type NumberedEvent,
} from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { FeedHealth } from '../persistence/store.js';
import { RecentEvents, type RecentEventsOptions } from './recent-events.js';
import { type ListenerErrorHandler, Subscribers, warnAs } from './subscribers.js';

export const EVENTS_COLLECTION = 'events';
/**
 * How long the events collection keeps an event, for `since` to read (a resume after a failure
 * depends on the oplog, not on this collection).
 */
export const KEEP_EVENTS_SECONDS = 60 * 60;
/** ChangeStreamHistoryLost: the resume token is older than the oplog; the stream starts again from now. */
const HISTORY_LOST = 286;
/**
 * Errors after which the stream cannot go on from where it was, so it goes on from now: the resume
 * token is not valid (InvalidResumeToken), or the stream met an invalidate (ChangeStreamFatalError:
 * the events collection was dropped or renamed, a database restored over it).
 */
const CANNOT_RESUME = new Set([HISTORY_LOST, 260, 280]);
/** Whether the stream cannot go on from its last position after this error (it must go on from now). */
export const cannotResumeAfter = (error: unknown): boolean =>
  (error instanceof MongoServerError && typeof error.code === 'number' && CANNOT_RESUME.has(error.code)) ||
  // A stream the server ended (an invalidate, filtered out by the server since MongoDB 5.1) is closed by the driver.
  (error instanceof MongoError && error.message === 'ChangeStream is closed');
const RETRY_DELAYS_MS = [100, 500, 1_000, 5_000] as const;
/** `since` tells at most this many events; a reader further behind reads its lists again. */
export const MOST_EVENTS_SINCE = 10_000;
/** How long `since` waits for the change stream to reach the named event before calling the id unknown. */
const FIND_EVENT_MS = 5_000;
/** How long one read of the catching-up change stream waits for more before taking it as caught up. */
const CATCH_UP_WAIT_MS = 200;

/** The index that removes an event KEEP_EVENTS_SECONDS after it was published (made by the migration). */
export const EVENTS_EXPIRY = [{ at: 1 }, { expireAfterSeconds: KEEP_EVENTS_SECONDS }] as const;

interface StoredEvent {
  readonly _id?: ObjectId;
  readonly event: FairEvent;
  /** When it was published; the TTL index removes it KEEP_EVENTS_SECONDS later. */
  readonly at: Date;
}

type EventChange = ChangeStreamInsertDocument<StoredEvent>;

export interface MongoEventFeedOptions {
  readonly onListenerError?: ListenerErrorHandler;
  /** How much of what this server heard it keeps to answer `since` without asking MongoDB. */
  readonly recent?: RecentEventsOptions;
  /** Told of every failure of the change stream before it is resumed. */
  readonly onStreamError?: (error: unknown) => void;
  /** Told when the stream cannot go on from its last position and goes on from now, leaving a gap. */
  readonly onGap?: (error: unknown) => void;
}

/**
 * The event feed across app servers (design.md §8): publishing inserts the event into the
 * `events` collection, and every server hears every insert through its change stream (a replica
 * set, as production MongoDB is). After a failure the stream resumes from the last event it
 * delivered, so a server misses nothing that the oplog still holds.
 *
 * An event's id is the cluster time of its insert (the oplog entry's timestamp, written as 16 hex
 * digits: seconds, then the increment). Every server hears the inserts in that order through its
 * change stream, so the ids are the same on every server and increase in the order every reader
 * hears the events; an ObjectId would not do, since servers make them apart and their clocks differ.
 * (The collection is never sharded, so its inserts are one shard's oplog, where no two share a time.)
 * `since` answers from what this server heard itself (the last 10,000 events within an hour, kept
 * in memory: the common case, a phone back after a short cut, costs MongoDB nothing). For an id
 * it did not hear (it started later, or the id came from a server ahead of it) it reads the events
 * collection's inserts again from the oplog with a change stream that starts at the named event,
 * so it tells what the oplog and the collection both still hold: at most an hour back, as the
 * collection's documents expire, and at most MOST_EVENTS_SINCE events.
 *
 * An event published on this server reaches this server's own subscribers as soon as it is stored,
 * with the id its insert's cluster time gives it (the operation time the server answers the insert
 * with), and its echo through the change stream is then only kept for `since`: a caller's own change
 * moves this server's poll versions and sessions before the request that made it is answered. Other
 * servers' events come through the stream, so an own event may be heard here before another
 * server's event stored a moment before it (every server still hears each event once).
 */
export class MongoEventFeed implements EventFeed {
  private readonly subscribers: Subscribers;
  private readonly recent: RecentEvents;
  private readonly onStreamError: (error: unknown) => void;
  private readonly onGapFound: (error: unknown) => void;
  private readonly closing = new AbortController();
  private gaps = 0;
  private lastGapAt: Date | null = null;
  private stream: ChangeStream<StoredEvent, EventChange> | null = null;
  private resumeToken: ResumeToken | undefined;
  /** The place of each event heard among those of its cluster time (a transaction's). */
  private readonly places = new Places();
  private reading: Promise<void> = Promise.resolve();
  /**
   * The events this server is publishing, by document id: `publishing` until its own delivery (the echo
   * may come first: it is then delivered as any other and marked `echoed`), `delivered` once its
   * subscribers heard it, until its echo comes.
   */
  private readonly own = new Map<string, 'publishing' | 'echoed' | 'delivered'>();

  private constructor(
    private readonly events: Collection<StoredEvent>,
    private readonly client: MongoClient,
    options: MongoEventFeedOptions,
  ) {
    this.subscribers = new Subscribers(options.onListenerError);
    this.recent = new RecentEvents(options.recent);
    this.onStreamError = options.onStreamError ?? warnAs('EventStreamError');
    this.onGapFound = options.onGap ?? warnAs('EventFeedGap');
  }

  /**
   * Resolves once the change stream is open, so every event published from then on is heard. The
   * expiry index is the migration's to make (persistence/mongo-indexes.ts), not every server's.
   */
  static async open(db: Db, options: MongoEventFeedOptions = {}): Promise<MongoEventFeed> {
    const events = db.collection<StoredEvent>(EVENTS_COLLECTION);
    const feed = new MongoEventFeed(events, db.client, options);
    try {
      feed.stream = await feed.watch();
    } catch (error) {
      throw new Error(`MongoDB change streams could not be opened (they need a replica set): ${String(error)}`, {
        cause: error,
      });
    }
    feed.reading = feed.read();
    return feed;
  }

  async publish(event: FairEvent): Promise<void> {
    const _id = new ObjectId();
    const key = _id.toHexString();
    this.own.set(key, 'publishing');
    // A session of its own: the server answers the insert with its operation time, the insert's cluster time.
    const session = this.client.startSession();
    let storedAt: Timestamp | undefined;
    try {
      await this.events.insertOne({ _id, event, at: new Date() }, { session });
      storedAt = session.operationTime;
    } catch (error) {
      this.own.delete(key);
      throw error;
    } finally {
      await session.endSession().catch(() => undefined);
    }
    if (this.own.get(key) !== 'publishing' || storedAt === undefined || this.closing.signal.aborted) {
      // Already heard through the stream, or no time to number it with (the echo then delivers it).
      this.own.delete(key);
      return;
    }
    this.own.set(key, 'delivered');
    // As on the embedded store: on a later turn of the event loop, never inside the publisher's call.
    const id = idOf(storedAt);
    const listeners = this.subscribers.current();
    setImmediate(() => this.subscribers.deliver(event, id, listeners));
  }

  /**
   * Writes the events into the events collection inside the session's transaction (a unit's outbox):
   * every server, this one too, hears them through its change stream once the transaction commits.
   */
  async stage(events: readonly FairEvent[], session: ClientSession): Promise<void> {
    const at = new Date();
    await this.events.insertMany(
      events.map((event) => ({ _id: new ObjectId(), event, at })),
      { session },
    );
  }

  subscribe(listener: EventListener): () => void {
    return this.closing.signal.aborted ? () => undefined : this.subscribers.add(listener);
  }

  onGap(listener: () => void): () => void {
    return this.closing.signal.aborted ? () => undefined : this.subscribers.addGapListener(listener);
  }

  health(): FeedHealth {
    return { listening: this.stream !== null, gaps: this.gaps, lastGapAt: this.lastGapAt };
  }

  async since(id: EventId): Promise<MissedEvents> {
    const named = timestampOf(id);
    if (named === null || named.time.high < Date.now() / 1000 - KEEP_EVENTS_SECONDS) return HISTORY_GONE;
    const from = named.time;
    const heardHere = this.recent.after(id);
    if (heardHere !== null) return heardHere;
    const stream = this.events.watch<StoredEvent, EventChange>([{ $match: { operationType: 'insert' } }], {
      startAtOperationTime: from,
      maxAwaitTimeMS: CATCH_UP_WAIT_MS,
    });
    try {
      // The stream starts at the named event's time: unless the events of that time reach the named
      // one's place, the id names no event.
      const deadline = Date.now() + FIND_EVENT_MS;
      const places = new Places();
      for (let place = -1; place < named.place;) {
        let change = await stream.tryNext();
        while (change === null && Date.now() < deadline) change = await stream.tryNext();
        if (change === null || change.clusterTime === undefined || !change.clusterTime.equals(from))
          return HISTORY_GONE;
        place = places.of(change.clusterTime);
      }
      // Then every later insert until a read finds nothing more: the stream has reached the present,
      // and whatever comes after reaches this server's subscribers as it happens.
      const missed: NumberedEvent[] = [];
      for (let change = await stream.tryNext(); change !== null; change = await stream.tryNext()) {
        if (change.clusterTime === undefined) continue;
        if (missed.length === MOST_EVENTS_SINCE) return HISTORY_GONE;
        missed.push({ id: idOf(change.clusterTime, places.of(change.clusterTime)), event: change.fullDocument.event });
      }
      return missed;
    } catch (error) {
      if (error instanceof MongoServerError && error.code === HISTORY_LOST) return HISTORY_GONE;
      throw error;
    } finally {
      await stream.close().catch(() => undefined);
    }
  }

  /** Stops the change stream; nobody on this server hears anything any more. */
  async close(): Promise<void> {
    this.closing.abort();
    this.subscribers.clear();
    this.own.clear();
    await this.stream?.close().catch(() => undefined);
    await this.reading;
  }

  /** Opens the change stream (after the last delivered event when resuming) and waits until the server has it. */
  private async watch(): Promise<ChangeStream<StoredEvent, EventChange>> {
    const stream = this.events.watch<StoredEvent, EventChange>(
      [{ $match: { operationType: 'insert' } }],
      this.resumeToken === undefined ? {} : { resumeAfter: this.resumeToken },
    );
    try {
      const first = await stream.tryNext();
      if (first !== null) this.receive(first);
      return stream;
    } catch (error) {
      await stream.close().catch(() => undefined);
      throw error;
    }
  }

  private async read(): Promise<void> {
    let failures = 0;
    while (!this.closing.signal.aborted) {
      try {
        this.stream ??= await this.watch();
        // close() may have come while the stream was being reopened, when there was none to close.
        if (this.closing.signal.aborted) break;
        this.receive(await this.stream.next());
        failures = 0;
      } catch (error) {
        if (this.closing.signal.aborted) break;
        this.onStreamError(error);
        // The driver keeps the stream's position even between events (postBatchResumeToken): resume from there.
        this.resumeToken = this.stream?.resumeToken ?? this.resumeToken;
        if (cannotResumeAfter(error)) this.goOnFromNow(error);
        await this.stream?.close().catch(() => undefined);
        this.stream = null;
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        await pause(delay, undefined, { signal: this.closing.signal }).catch(() => undefined);
      }
    }
    // A stream reopened while the feed was closing is closed here.
    await this.stream?.close().catch(() => undefined);
  }

  /**
   * The stream goes on from now: what was heard before no longer leads on to what comes next, so
   * every subscriber is told to read again what it keeps. After a drop of the events collection its
   * expiry index is made again (the next insert would make the collection without it).
   */
  private goOnFromNow(error: unknown): void {
    this.resumeToken = undefined;
    this.recent.clear();
    // The echoes of the events delivered when published may never come now.
    for (const [key, state] of this.own) if (state === 'delivered') this.own.delete(key);
    this.gaps += 1;
    this.lastGapAt = new Date();
    this.onGapFound(error);
    this.subscribers.tellGap();
    this.events.createIndex(...EVENTS_EXPIRY).catch((failure: unknown) => this.onStreamError(failure));
  }

  private receive(change: EventChange): void {
    this.resumeToken = change._id;
    // Inserts into the events collection always carry their cluster time (MongoDB 4.0 and later).
    if (change.clusterTime === undefined) return;
    const id = idOf(change.clusterTime, this.places.of(change.clusterTime));
    this.recent.keep(id, change.fullDocument.event);
    const key = change.fullDocument._id?.toHexString();
    const own = key === undefined ? undefined : this.own.get(key);
    // The echo of an event this server's subscribers heard when it was published.
    if (own === 'delivered') {
      this.own.delete(key!);
      return;
    }
    if (own === 'publishing') this.own.set(key!, 'echoed');
    this.subscribers.deliver(change.fullDocument.event, id);
  }
}

/** Counts the events a change stream tells at each cluster time, in the order it tells them: 0 for the first. */
class Places {
  private last: Timestamp | null = null;
  private place = 0;

  of(time: Timestamp): number {
    this.place = this.last !== null && this.last.equals(time) ? this.place + 1 : 0;
    this.last = time;
    return this.place;
  }
}

const HALF_DIGITS = 8;
const PLACE_DIGITS = 4;

/**
 * A cluster time as an event id: seconds and increment, 8 hex digits each, so that ids compare as
 * strings. The events of one transaction (a unit's outbox) share its commit's cluster time: the
 * second and later of them add their place among those, `.0001` onwards, which every server counts
 * alike since every change stream tells a transaction's inserts in the same order.
 */
export const idOf = (time: Timestamp, place = 0): EventId =>
  time.high.toString(16).padStart(HALF_DIGITS, '0') +
  time.low.toString(16).padStart(HALF_DIGITS, '0') +
  (place === 0 ? '' : `.${String(place).padStart(PLACE_DIGITS, '0')}`);

/** The cluster time an id names and its place among the events of that time, or null for anything that is not an id. */
export const timestampOf = (id: EventId): { readonly time: Timestamp; readonly place: number } | null => {
  const parts = /^([0-9a-f]{8})([0-9a-f]{8})(?:\.(\d{4}))?$/.exec(id);
  if (parts === null) return null;
  const high = Number.parseInt(parts[1]!, 16);
  const low = Number.parseInt(parts[2]!, 16);
  return { time: new Timestamp({ t: high, i: low }), place: parts[3] === undefined ? 0 : Number(parts[3]) };
};
