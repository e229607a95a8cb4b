import { Needs } from '../needs.js';
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
export class PromoteOnFreedPlace
  extends Needs([], { promote: PromoteFromReserve })
  implements Reaction<'interview.deleted' | 'interview.moved' | 'interview.cancelled'>
{
  readonly hears = ['interview.deleted', 'interview.moved', 'interview.cancelled'] as const;
  readonly failure = 'filling a freed place from the reserve list failed';

  replyTo(event: FairEvent): Reply | null {
    const freed = freedPlaceOf(event);
    return freed && { queue: freed.companyId, task: () => this.deps.promote.execute(freed) };
  }
}
