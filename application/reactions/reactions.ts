import type { FairEvent } from '../../domain/fair-event.js';
import { type AppError, unexpected } from '../errors.js';
import type { EventFeed, EventId } from '../ports/events.js';
import type { Reaction, Reply } from './reaction.js';

/**
 * The one owner of the reactions: listens to the event feed (every app server hears every change),
 * hands each event to the reactions that hear its kind, and makes their tasks one queue at a time.
 */
export class Reactions {
  private readonly pending = new Map<string, Promise<void>>();
  /** Queues with a coalescing task asked for and not begun. */
  private readonly waiting = new Set<string>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: EventFeed,
    private readonly reactions: readonly Reaction[],
    private readonly onError: (reaction: Reaction, error: AppError) => void,
  ) {}

  start(): void {
    this.unsubscribe ??= this.events.subscribe((event, id) => this.hear(event, id));
  }

  /** Hears nothing more, and resolves once the tasks under way are made. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.settled();
  }

  /** Resolves once every task asked for so far is made, and those they asked for in turn. */
  async settled(): Promise<void> {
    do {
      while (this.pending.size > 0) await Promise.all(this.pending.values());
      // An event a task published reaches the reactions on a later turn of the event loop, not at once.
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.pending.size > 0);
  }

  private hear(event: FairEvent, id: EventId): void {
    this.reactions.forEach((reaction, index) => {
      const reply = reaction.hears.includes(event.kind) ? reaction.replyTo(event, id) : null;
      if (reply !== null) this.make(`${index}:${reply.queue}`, reaction, reply);
    });
  }

  private make(queue: string, reaction: Reaction, reply: Reply): void {
    if (reply.coalesce === true) {
      if (this.waiting.has(queue)) return;
      this.waiting.add(queue);
    }
    const before = this.pending.get(queue) ?? Promise.resolve();
    const after = before
      .then(async () => {
        if (reply.coalesce === true) this.waiting.delete(queue);
        const result = await reply.task()();
        if (result._tag === 'Left') this.onError(reaction, result.left);
      })
      .catch((error: unknown) => this.onError(reaction, unexpected(error)));
    this.pending.set(queue, after);
    void after.finally(() => {
      if (this.pending.get(queue) === after) this.pending.delete(queue);
    });
  }
}
