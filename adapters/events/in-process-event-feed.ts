import { randomBytes } from 'node:crypto';
import {
  type EventFeed,
  type EventId,
  type EventListener,
  HISTORY_GONE,
  type MissedEvents,
} from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { RecentEvents, type RecentEventsOptions } from './recent-events.js';
import { type ListenerErrorHandler, Subscribers } from './subscribers.js';

const SEQUENCE_DIGITS = 12;

export interface InProcessEventFeedOptions extends RecentEventsOptions {
  readonly onListenerError?: ListenerErrorHandler;
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
  private readonly recent: RecentEvents;
  /** The sequence number of the last event published; 0 before the first. */
  private sequence = 0;
  private closed = false;

  constructor(options: InProcessEventFeedOptions = {}) {
    this.subscribers = new Subscribers(options.onListenerError);
    this.recent = new RecentEvents(options);
  }

  async publish(event: FairEvent): Promise<void> {
    if (this.closed) return;
    this.sequence += 1;
    const id = this.idOf(this.sequence);
    this.recent.keep(id, event);
    const listeners = this.subscribers.current();
    setImmediate(() => this.subscribers.deliver(event, id, listeners));
  }

  subscribe(listener: EventListener): () => void {
    return this.closed ? () => undefined : this.subscribers.add(listener);
  }

  /**
   * One process is the whole portal: it hears every event it publishes, so it never misses one; its
   * listeners read everything again only when a new fair is made current (subscribers.ts).
   */
  onGap(listener: () => void): () => void {
    return this.closed ? () => undefined : this.subscribers.addGapListener(listener);
  }

  async since(id: EventId): Promise<MissedEvents> {
    // Nothing was missed after the last event, even once it is too old to keep.
    if (this.sequence > 0 && id === this.idOf(this.sequence)) return [];
    return this.recent.after(id) ?? HISTORY_GONE;
  }

  /** Nobody hears anything any more; events published later go nowhere. */
  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }

  private idOf(sequence: number): EventId {
    return `${this.run}.${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  }
}
