import {
  type EventFeed,
  type EventId,
  type EventListener,
  HISTORY_GONE,
  type MissedEvents,
} from '../../application/ports/events.js';
import type { FairEvent, FairEventKind } from '../../domain/fair-event.js';

/**
 * An event feed for use-case tests: it keeps every published event, in order, and tells its
 * listeners at once. An event's id is its place in `published`, from 1, in 12 digits.
 */
export class RecordingEventFeed implements EventFeed {
  readonly published: FairEvent[] = [];
  private readonly listeners = new Set<EventListener>();

  async publish(event: FairEvent): Promise<void> {
    this.published.push(event);
    const id = idAt(this.published.length);
    for (const listener of this.listeners) listener(event, id);
  }

  subscribe(listener: EventListener): () => void {
    const own: EventListener = (event, id) => listener(event, id);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }

  private readonly gapListeners = new Set<() => void>();

  onGap(listener: () => void): () => void {
    const own = () => listener();
    this.gapListeners.add(own);
    return () => this.gapListeners.delete(own);
  }

  /** Tells every gap listener that events may have been missed, as a feed that went on from now does. */
  gap(): void {
    for (const listener of this.gapListeners) listener();
  }

  /** What was published after that place; `gone` once cleared, or for any other id. */
  async since(id: EventId): Promise<MissedEvents> {
    const place = /^\d{12}$/.test(id) ? Number(id) : 0;
    if (place < 1 || place > this.published.length) return HISTORY_GONE;
    return this.published.slice(place).map((event, index) => ({ id: idAt(place + index + 1), event }));
  }

  /** The published events of these kinds, in order. */
  of(...kinds: readonly FairEventKind[]): FairEvent[] {
    return this.published.filter((event) => kinds.includes(event.kind));
  }

  clear(): void {
    this.published.length = 0;
  }
}

const idAt = (place: number): EventId => String(place).padStart(12, '0');
