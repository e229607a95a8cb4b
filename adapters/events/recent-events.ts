import type { EventId, NumberedEvent } from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';

/** How many recent events a server keeps for readers catching up, at most. */
export const KEEP_RECENT_EVENTS = 10_000;
/** How long a server keeps an event for readers catching up, at most. */
export const KEEP_RECENT_MS = 60 * 60 * 1000;

export interface RecentEventsOptions {
  /** How many events are kept (KEEP_RECENT_EVENTS unless given). */
  readonly keepEvents?: number;
  /** How long an event is kept after it was heard (KEEP_RECENT_MS unless given). */
  readonly keepMs?: number;
  readonly now?: () => number;
}

interface KeptEvent extends NumberedEvent {
  readonly at: number;
}

/**
 * The events a server heard last, in the order heard and with no gap, as a ring: the most recent
 * `keepEvents`, none older than `keepMs`. Their ids increase as strings (EventId), so an id is
 * found by bisection.
 */
export class RecentEvents {
  private readonly keepEvents: number;
  private readonly keepMs: number;
  private readonly now: () => number;
  private readonly ring: (KeptEvent | undefined)[] = [];
  private oldest = 0;
  private kept = 0;

  constructor(options: RecentEventsOptions = {}) {
    this.keepEvents = Math.max(1, options.keepEvents ?? KEEP_RECENT_EVENTS);
    this.keepMs = options.keepMs ?? KEEP_RECENT_MS;
    this.now = options.now ?? Date.now;
  }

  /** Keeps the event heard next (its id greater than every kept one's). */
  keep(id: EventId, event: FairEvent): void {
    if (this.kept === this.keepEvents) this.dropOldest();
    this.ring[(this.oldest + this.kept) % this.keepEvents] = { id, event, at: this.now() };
    this.kept += 1;
    this.forgetOld();
  }

  /** The events kept after the one with this id; null unless that one is kept (never heard here, or forgotten). */
  after(id: EventId): NumberedEvent[] | null {
    this.forgetOld();
    let low = 0;
    let high = this.kept - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.at(middle)!.id;
      if (found === id) {
        const later: NumberedEvent[] = [];
        for (let index = middle + 1; index < this.kept; index += 1) {
          const { id: laterId, event } = this.at(index)!;
          later.push({ id: laterId, event });
        }
        return later;
      }
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /** Forgets every event: what comes next does not follow on from them. */
  clear(): void {
    this.ring.length = 0;
    this.oldest = 0;
    this.kept = 0;
  }

  private forgetOld(): void {
    const limit = this.now() - this.keepMs;
    while (this.kept > 0 && this.at(0)!.at < limit) this.dropOldest();
  }

  private dropOldest(): void {
    this.ring[this.oldest] = undefined;
    this.oldest = (this.oldest + 1) % this.keepEvents;
    this.kept -= 1;
  }

  private at(index: number): KeptEvent | undefined {
    return index < this.kept ? this.ring[(this.oldest + index) % this.keepEvents] : undefined;
  }
}
