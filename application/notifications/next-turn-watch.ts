import type { FairEvent } from '../../domain/fair-event.js';
import { type AppError, unexpected } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CallNextStudents } from './call-next-students.js';

/** The changes that can bring a new student to the head of a panel's waiting queue. */
const QUEUE_CHANGES: ReadonlySet<FairEvent['kind']> = new Set([
  'interview.panel-assigned',
  'interview.moved',
  'interview.deleted',
]);

/**
 * Listens to the event feed (every app server hears every change) and calls the next students of a
 * company's panels whenever its queues change. One company's changes are looked at one after the
 * other on this server; across servers the claim in the store decides who sends.
 */
export class NextTurnWatch {
  private readonly pending = new Map<string, Promise<void>>();
  /** Companies with a look asked for and not begun: a burst of changes is looked at once. */
  private readonly waiting = new Set<string>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: EventFeed,
    private readonly callNext: CallNextStudents,
    private readonly onError: (error: AppError) => void,
  ) {}

  start(): void {
    this.unsubscribe ??= this.events.subscribe((event) => {
      if (QUEUE_CHANGES.has(event.kind) && 'companyId' in event) this.look(event.companyId);
    });
  }

  /** Hears nothing more, and resolves once the calls under way are made. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await Promise.all(this.pending.values());
  }

  /** Resolves once every call asked for so far is made (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  private look(companyId: string): void {
    if (this.waiting.has(companyId)) return;
    this.waiting.add(companyId);
    const before = this.pending.get(companyId) ?? Promise.resolve();
    const after = before
      .then(async () => {
        this.waiting.delete(companyId);
        const result = await this.callNext.execute(companyId)();
        if (result._tag === 'Left') this.onError(result.left);
      })
      .catch((error: unknown) => this.onError(unexpected(error)));
    this.pending.set(companyId, after);
    void after.finally(() => {
      if (this.pending.get(companyId) === after) this.pending.delete(companyId);
    });
  }
}
