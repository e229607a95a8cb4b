import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { expireOffer } from '../../domain/reserve-offer.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { OfferFreedPlace } from './offer-freed-place.js';

/**
 * Ends the offers whose deadline has passed unanswered and hands each place to the next student on
 * its company's reserve list (docs/allocation.md, "Reserve offers"), on a timer on every app server:
 * each offer is ended by the one server whose compare and set on its state still finds it open, so
 * however many run at once, each place passes on once. Ending an offer and handing its place on are
 * one unit of work. Answers how many offers it ended.
 */
export class ExpireReserveOffers extends Needs(['reserveOffers', 'companies', 'clock', 'units'], {
  offering: OfferFreedPlace,
}) {
  execute(): TaskEither<AppError, number> {
    return useCase(async () => {
      const now = this.deps.clock.now();
      let ended = 0;
      for (const due of await this.deps.reserveOffers.listDue(now)) {
        const expired = expireOffer(due, now);
        if (expired === null) continue;
        // Ending the offer and handing its place on: both or neither.
        const passedOn = await this.deps.units.allOrNothing(async () => {
          if (!(await this.deps.reserveOffers.close(expired))) return false;
          const [company] = await this.deps.companies.findProfilesByIds([expired.companyId]);
          if (company !== undefined && (await this.deps.offering.hasPlaceToOffer(company))) {
            await this.deps.offering.offerNext(company, expired.freedInterviewId);
          }
          return true;
        });
        if (passedOn) ended++;
      }
      return ended;
    });
  }
}
