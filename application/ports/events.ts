import type { FairEvent } from '../../domain/fair-event.js';

export type EventListener = (event: FairEvent) => void;

/**
 * The one event feed (design.md §8). Use cases publish what changed once the write is stored;
 * every subscriber on every app server hears it: in process on the embedded store, through
 * MongoDB change streams on MongoDB.
 */
export interface EventFeed {
  /** Resolves once the event is on its way to every subscriber, on this server and the others. */
  publish(event: FairEvent): Promise<void>;
  /** Calls the listener for every event published from now on, by any server; returns the unsubscribe. */
  subscribe(listener: EventListener): () => void;
}
