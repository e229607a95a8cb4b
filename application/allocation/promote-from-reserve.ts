import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { OfferEvent } from '../../domain/fair-event.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { OfferFreedPlace } from './offer-freed-place.js';

/** The interview whose place may have freed: deleted, marked no-show, withdrawn from or cancelled. */
export interface FreedPlace {
  readonly interviewId: string;
  readonly companyId: string;
}

/** The claim that lets exactly one server, once, offer the place this interview freed. */
export const promotionKey = (freed: FreedPlace): string => `reserve-promotion:${freed.interviewId}`;

/**
 * Offers a place an interview freed to the first student on the company's reserve list who can
 * still take it (docs/allocation.md): the place is claimed in the store, so of every server
 * hearing the change, and however often it is heard, one offers it once; it is offered only while
 * the company has fewer place-taking interviews and open offers than places. The claim and the offer
 * are one unit of work: a student is taken off the list only together with the offer made to them,
 * and a place is claimed only together with its offer (or with nobody left to offer it to). Answers the offer
 * told to the student, or null when nobody was offered the place.
 */
export class PromoteFromReserve extends Needs(['companies', 'notifications', 'clock', 'units'], {
  offering: OfferFreedPlace,
}) {
  execute(freed: FreedPlace): TaskEither<AppError, OfferEvent | null> {
    return useCase(async () => {
      const [company] = await this.deps.companies.findProfilesByIds([freed.companyId]);
      if (company === undefined || !(await this.deps.offering.hasPlaceToOffer(company))) return null;
      // The claim, taking the student off the list, the offer, its event and its mail: all of them or
      // none, so a place claimed is offered, or claimed by nobody and offered by the next server to hear it.
      return this.deps.units.allOrNothing(async () => {
        if (!(await this.deps.notifications.claim(promotionKey(freed), this.deps.clock.now()))) return null;
        return this.deps.offering.offerNext(company, freed.interviewId);
      });
    });
  }
}
