import type { EventFeed, EventListener } from '../../application/ports/events.js';
import type { FairEvent, FairEventKind } from '../../domain/fair-event.js';

/** An event feed for use-case tests: it keeps every published event, in order, and tells its listeners at once. */
export class RecordingEventFeed implements EventFeed {
  readonly published: FairEvent[] = [];
  private readonly listeners = new Set<EventListener>();

  async publish(event: FairEvent): Promise<void> {
    this.published.push(event);
    for (const listener of this.listeners) listener(event);
  }

  subscribe(listener: EventListener): () => void {
    const own: EventListener = (event) => listener(event);
    this.listeners.add(own);
    return () => this.listeners.delete(own);
  }

  /** The published events of these kinds, in order. */
  of(...kinds: readonly FairEventKind[]): FairEvent[] {
    return this.published.filter((event) => kinds.includes(event.kind));
  }

  clear(): void {
    this.published.length = 0;
  }
}
