import type { EventFeed, EventListener } from '../../application/ports/events.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { type ListenerErrorHandler, Subscribers } from './subscribers.js';

/**
 * The event feed of the embedded store, where one process is the whole portal: an event reaches
 * this process's listeners on a later turn of the event loop, never inside the publisher's call.
 */
export class InProcessEventFeed implements EventFeed {
  private readonly subscribers: Subscribers;
  private closed = false;

  constructor(options: { readonly onListenerError?: ListenerErrorHandler } = {}) {
    this.subscribers = new Subscribers(options.onListenerError);
  }

  async publish(event: FairEvent): Promise<void> {
    if (this.closed) return;
    const listeners = this.subscribers.current();
    if (listeners.length > 0) setImmediate(() => this.subscribers.deliver(event, listeners));
  }

  subscribe(listener: EventListener): () => void {
    return this.closed ? () => undefined : this.subscribers.add(listener);
  }

  /** Nobody hears anything any more; events published later go nowhere. */
  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
  }
}
