import { setTimeout as pause } from 'node:timers/promises';
import {
  type ChangeStream,
  type ChangeStreamInsertDocument,
  type Collection,
  type Db,
  MongoServerError,
  type ResumeToken,
} from 'mongodb';
import type { EventFeed, EventListener } from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { type ListenerErrorHandler, Subscribers, warnAs } from './subscribers.js';

export const EVENTS_COLLECTION = 'events';
/** Events are only carried through the collection; an hour is ample for any server to resume from. */
export const KEEP_EVENTS_SECONDS = 60 * 60;
/** ChangeStreamHistoryLost: the resume token is older than the oplog; the stream starts again from now. */
const HISTORY_LOST = 286;
const RETRY_DELAYS_MS = [100, 500, 1_000, 5_000] as const;

interface StoredEvent {
  readonly event: FairEvent;
  /** When it was published; the TTL index removes it KEEP_EVENTS_SECONDS later. */
  readonly at: Date;
}

type EventChange = ChangeStreamInsertDocument<StoredEvent>;

export interface MongoEventFeedOptions {
  readonly onListenerError?: ListenerErrorHandler;
  /** Told of every failure of the change stream before it is resumed. */
  readonly onStreamError?: (error: unknown) => void;
}

/**
 * The event feed across app servers (design.md §8): publishing inserts the event into the
 * `events` collection, and every server hears every insert through its change stream (a replica
 * set, as production MongoDB is). After a failure the stream resumes from the last event it
 * delivered, so a server misses nothing that the oplog still holds.
 */
export class MongoEventFeed implements EventFeed {
  private readonly subscribers: Subscribers;
  private readonly onStreamError: (error: unknown) => void;
  private readonly closing = new AbortController();
  private stream: ChangeStream<StoredEvent, EventChange> | null = null;
  private resumeToken: ResumeToken | undefined;
  private reading: Promise<void> = Promise.resolve();

  private constructor(
    private readonly events: Collection<StoredEvent>,
    options: MongoEventFeedOptions,
  ) {
    this.subscribers = new Subscribers(options.onListenerError);
    this.onStreamError = options.onStreamError ?? warnAs('EventStreamError');
  }

  /** Resolves once the change stream is open, so every event published from then on is heard. */
  static async open(db: Db, options: MongoEventFeedOptions = {}): Promise<MongoEventFeed> {
    const events = db.collection<StoredEvent>(EVENTS_COLLECTION);
    await events.createIndex({ at: 1 }, { expireAfterSeconds: KEEP_EVENTS_SECONDS });
    const feed = new MongoEventFeed(events, options);
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
    await this.events.insertOne({ event, at: new Date() });
  }

  subscribe(listener: EventListener): () => void {
    return this.closing.signal.aborted ? () => undefined : this.subscribers.add(listener);
  }

  /** Stops the change stream; nobody on this server hears anything any more. */
  async close(): Promise<void> {
    this.closing.abort();
    this.subscribers.clear();
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
        this.receive(await this.stream.next());
        failures = 0;
      } catch (error) {
        if (this.closing.signal.aborted) break;
        this.onStreamError(error);
        // The driver keeps the stream's position even between events (postBatchResumeToken): resume from there.
        this.resumeToken = this.stream?.resumeToken ?? this.resumeToken;
        if (error instanceof MongoServerError && error.code === HISTORY_LOST) this.resumeToken = undefined;
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

  private receive(change: EventChange): void {
    this.resumeToken = change._id;
    this.subscribers.deliver(change.fullDocument.event);
  }
}
