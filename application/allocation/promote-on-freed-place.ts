import type { FairEvent } from '../../domain/fair-event.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { type FreedPlace, PromoteFromReserve } from './promote-from-reserve.js';

/**
 * The changes that free an allocated place: an interview deleted, its student marked no-show, or
 * it cancelled before it started (its student withdrew, or the company's side or an admin cancelled it).
 */
export const freedPlaceOf = (event: FairEvent): FreedPlace | null => {
  if (
    event.kind === 'interview.deleted' ||
    event.kind === 'interview.cancelled' ||
    (event.kind === 'interview.moved' && event.status === 'no-show')
  ) {
    return { interviewId: event.interviewId, companyId: event.companyId };
  }
  return null;
};

/** Fills each freed place from the company's reserve list, one company's places one after the other. */
export class PromoteOnFreedPlace implements Reaction<'interview.deleted' | 'interview.moved' | 'interview.cancelled'> {
  static readonly needs = [PromoteFromReserve] as const;

  readonly hears = ['interview.deleted', 'interview.moved', 'interview.cancelled'] as const;
  readonly failure = 'filling a freed place from the reserve list failed';

  constructor(private readonly promote: PromoteFromReserve) {}

  replyTo(event: FairEvent): Reply | null {
    const freed = freedPlaceOf(event);
    return freed && { queue: freed.companyId, task: () => this.promote.execute(freed) };
  }
}
