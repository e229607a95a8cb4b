import type { EventId, EventListener } from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';

/** What a feed does with an error thrown by one of its listeners; the other listeners still hear the event. */
export type ListenerErrorHandler = (error: unknown) => void;

/** Reports an error as a process warning of the given type. */
export const warnAs =
  (type: string) =>
  (error: unknown): void =>
    process.emitWarning(error instanceof Error ? error : new Error(String(error)), type);

export interface Subscription {
  readonly listener: EventListener;
  active: boolean;
}

/** One feed's listeners on this server: each hears an event once, in order, unharmed by the others. */
export class Subscribers {
  private readonly subscriptions = new Set<Subscription>();
  private readonly gapListeners = new Set<() => void>();

  constructor(private readonly onListenerError: ListenerErrorHandler = warnAs('EventListenerError')) {}

  add(listener: EventListener): () => void {
    const subscription: Subscription = { listener, active: true };
    this.subscriptions.add(subscription);
    return () => {
      subscription.active = false;
      this.subscriptions.delete(subscription);
    };
  }

  /** Those subscribed now: an event is for them, even if it reaches them a moment later. */
  current(): readonly Subscription[] {
    return [...this.subscriptions];
  }

  /** Hands the event and its id to each of `to` still subscribed. */
  deliver(event: FairEvent, id: EventId, to: readonly Subscription[] = this.current()): void {
    // A new current fair leaves nothing a server kept of the last one true: as after a gap.
    if (event.kind === 'fair.opened') this.tellGap();
    for (const subscription of to) {
      if (!subscription.active) continue;
      try {
        subscription.listener(event, id);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  /** Adds a listener told of every gap (EventFeed.onGap). */
  addGapListener(listener: () => void): () => void {
    const own = () => listener();
    this.gapListeners.add(own);
    return () => this.gapListeners.delete(own);
  }

  /** Tells every gap listener, each unharmed by the others. */
  tellGap(): void {
    for (const listener of [...this.gapListeners]) {
      try {
        listener();
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  clear(): void {
    for (const subscription of this.subscriptions) subscription.active = false;
    this.subscriptions.clear();
    this.gapListeners.clear();
  }
}
