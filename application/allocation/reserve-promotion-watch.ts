import type { FairEvent } from '../../domain/fair-event.js';
import type { AppError } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { FreedPlace, PromoteFromReserve } from './promote-from-reserve.js';

/** The changes that free an allocated place: an interview deleted, or its student marked no-show. */
export const freedPlaceOf = (event: FairEvent): FreedPlace | null => {
  if (event.kind === 'interview.deleted' || (event.kind === 'interview.moved' && event.status === 'no-show')) {
    return { interviewId: event.interviewId, companyId: event.companyId };
  }
  return null;
};

/**
 * Listens to the event feed (every app server hears every change) and fills each freed place from
 * the company's reserve list. One company's places are filled one after the other on this server;
 * across servers the claim in the store decides who fills each.
 */
export class ReservePromotionWatch {
  private readonly pending = new Map<string, Promise<void>>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: EventFeed,
    private readonly promote: PromoteFromReserve,
    private readonly onError: (error: AppError) => void,
  ) {}

  start(): void {
    this.unsubscribe ??= this.events.subscribe((event) => {
      const freed = freedPlaceOf(event);
      if (freed !== null) this.fill(freed);
    });
  }

  /** Hears nothing more, and resolves once the promotions under way are made. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.settled();
  }

  /** Resolves once every promotion asked for so far is made (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values());
  }

  private fill(freed: FreedPlace): void {
    const before = this.pending.get(freed.companyId) ?? Promise.resolve();
    const after = before.then(async () => {
      const result = await this.promote.execute(freed)();
      if (result._tag === 'Left') this.onError(result.left);
    });
    this.pending.set(freed.companyId, after);
    void after.finally(() => {
      if (this.pending.get(freed.companyId) === after) this.pending.delete(freed.companyId);
    });
  }
}
