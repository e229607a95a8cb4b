import { randomBytes } from 'node:crypto';
import {
  type EventFeed,
  type EventId,
  type EventListener,
  HISTORY_GONE,
  type HistoryGone,
  type NumberedEvent,
} from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { type ListenerErrorHandler, Subscribers } from './subscribers.js';

/** How many recent events the feed keeps for readers catching up, at most. */
export const KEEP_RECENT_EVENTS = 10_000;
/** How long the feed keeps an event for readers catching up, at most. */
export const KEEP_RECENT_MS = 60 * 60 * 1000;
const SEQUENCE_DIGITS = 12;

export interface InProcessEventFeedOptions {
  readonly onListenerError?: ListenerErrorHandler;
  /** How many recent events `since` can tell (KEEP_RECENT_EVENTS unless given). */
  readonly keepEvents?: number;
  /** How long `since` can tell an event after it was published (KEEP_RECENT_MS unless given). */
  readonly keepMs?: number;
  readonly now?: () => number;
}

interface KeptEvent extends NumberedEvent {
  readonly sequence: number;
  readonly at: number;
}

/**
 * The event feed of the embedded store, where one process is the whole portal: an event reaches
 * this process's listeners on a later turn of the event loop, never inside the publisher's call.
 *
 * Each event's id is this run's mark and its place in the run's sequence (`<run>.<000000000042>`):
 * a restarted portal knows none of the ids of an earlier run. The most recent events (the last
 * 10,000, none older than an hour) are kept in a ring for `since`.
 */
export class InProcessEventFeed implements EventFeed {
  private readonly subscribers: Subscribers;
  private readonly run = randomBytes(4).toString('hex');
  private readonly keepEvents: number;
  private readonly keepMs: number;
  private readonly now: () => number;
  /** The kept events, oldest first, as a ring of keepEvents places starting at `oldest`. */
  private readonly ring: (KeptEvent | undefined)[] = [];
  private oldest = 0;
  private kept = 0;
  /** The sequence number of the last event published; 0 before the first. */
  private sequence = 0;
  private closed = false;

  constructor(options: InProcessEventFeedOptions = {}) {
    this.subscribers = new Subscribers(options.onListenerError);
    this.keepEvents = Math.max(1, options.keepEvents ?? KEEP_RECENT_EVENTS);
    this.keepMs = options.keepMs ?? KEEP_RECENT_MS;
    this.now = options.now ?? Date.now;
  }

  async publish(event: FairEvent): Promise<void> {
    if (this.closed) return;
    this.sequence += 1;
    const id = `${this.run}.${String(this.sequence).padStart(SEQUENCE_DIGITS, '0')}`;
    this.keep({ id, event, sequence: this.sequence, at: this.now() });
    const listeners = this.subscribers.current();
    if (listeners.length > 0) setImmediate(() => this.subscribers.deliver(event, id, listeners));
  }

  subscribe(listener: EventListener): () => void {
    return this.closed ? () => undefined : this.subscribers.add(listener);
  }

  async since(id: EventId): Promise<readonly NumberedEvent[] | HistoryGone> {
    const after = this.sequenceOf(id);
    if (after === null || after < 1 || after > this.sequence) return HISTORY_GONE;
    this.forgetOld();
    // Every event after `after` must still be kept: the first kept one is at most the next.
    const first = this.at(0);
    if (after < this.sequence && (first === undefined || first.sequence > after + 1)) return HISTORY_GONE;
    const missed: NumberedEvent[] = [];
    for (let index = 0; index < this.kept; index += 1) {
      const kept = this.at(index);
      if (kept !== undefined && kept.sequence > after) missed.push({ id: kept.id, event: kept.event });
    }
    return missed;
  }

  /** Nobody hears anything any more; events published later go nowhere. */
  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }

  /** The sequence number an id of this run names, or null for any other string. */
  private sequenceOf(id: EventId): number | null {
    const [run, sequence, ...rest] = id.split('.');
    if (run !== this.run || rest.length > 0 || sequence === undefined) return null;
    if (sequence.length !== SEQUENCE_DIGITS || !/^\d+$/.test(sequence)) return null;
    return Number(sequence);
  }

  private keep(event: KeptEvent): void {
    if (this.kept === this.keepEvents) {
      this.ring[this.oldest] = undefined;
      this.oldest = (this.oldest + 1) % this.keepEvents;
      this.kept -= 1;
    }
    this.ring[(this.oldest + this.kept) % this.keepEvents] = event;
    this.kept += 1;
    this.forgetOld();
  }

  private forgetOld(): void {
    const limit = this.now() - this.keepMs;
    for (let first = this.at(0); first !== undefined && first.at < limit; first = this.at(0)) {
      this.ring[this.oldest] = undefined;
      this.oldest = (this.oldest + 1) % this.keepEvents;
      this.kept -= 1;
    }
  }

  private at(index: number): KeptEvent | undefined {
    return index < this.kept ? this.ring[(this.oldest + index) % this.keepEvents] : undefined;
  }
}
