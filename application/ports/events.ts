import type { FairEvent } from '../../domain/fair-event.js';

/**
 * An event's id in its feed. The ids of one feed's events compare as strings in the order the
 * events were published (every feed writes them at a fixed width), so a reader can tell at once
 * whether it has already passed an event. They mean nothing outside the feed that gave them.
 */
export type EventId = string;

/** An event together with its id. */
export interface NumberedEvent {
  readonly id: EventId;
  readonly event: FairEvent;
}

export type EventListener = (event: FairEvent, id: EventId) => void;

/** What `since` answers when it cannot tell everything after an id: the id is malformed, unknown, or older than the history. */
export const HISTORY_GONE = 'gone';
export type HistoryGone = typeof HISTORY_GONE;

/** What `since` answers: the events after an id, or that they can no longer be told. */
export type MissedEvents = readonly NumberedEvent[] | HistoryGone;

/**
 * The one event feed (design.md §8). Use cases publish what changed inside the unit of work that
 * stores it (docs/architecture.md, "Units of work"), so it is heard once, and only if, the write is kept;
 * every subscriber on every app server hears it: in process on the embedded store, through
 * MongoDB change streams on MongoDB.
 */
export interface EventFeed {
  /** Resolves once the event is on its way to every subscriber, on this server and the others. */
  publish(event: FairEvent): Promise<void>;
  /** Calls the listener for every event published from now on, by any server, with its id; returns the unsubscribe. */
  subscribe(listener: EventListener): () => void;
  /**
   * Calls the listener whenever this server may have missed events: its feed could not go on from
   * the last event it heard (the events were dropped or restored, or it fell too far behind) and
   * goes on from now. Whatever a subscriber keeps from what it heard must then be read again from the
   * store. Returns the unsubscribe.
   */
  onGap(listener: () => void): () => void;
  /**
   * Every event published after the one with this id, in order and each once, from a bounded
   * recent history; `gone` when the id is malformed, names no event this feed still holds, or when
   * more has happened since than the history keeps. It may end with events a subscriber hears a
   * moment later too: a reader skips the ids it has already passed.
   */
  since(id: EventId): Promise<MissedEvents>;
}
