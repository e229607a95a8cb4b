import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { expireOffer } from '../../domain/reserve-offer.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, ReserveOfferRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { useCase } from '../task.js';
import { OfferFreedPlace } from './offer-freed-place.js';

/**
 * Ends the offers whose deadline has passed unanswered and hands each place to the next student on
 * its company's reserve list (docs/allocation.md, "Reserve offers"), on a timer on every app server:
 * each offer is ended by the one server whose compare and set on its state still finds it open, so
 * however many run at once, each place passes on once. Answers how many offers it ended.
 */
export class ExpireReserveOffers {
  static readonly needs = ['reserveOffers', 'companies', 'clock', OfferFreedPlace] as const;

  constructor(
    private readonly offers: ReserveOfferRepository,
    private readonly companies: CompanyRepository,
    private readonly clock: Clock,
    private readonly offering: OfferFreedPlace,
  ) {}

  execute(): TaskEither<AppError, number> {
    return useCase(async () => {
      const now = this.clock.now();
      let ended = 0;
      for (const due of await this.offers.listDue(now)) {
        const expired = expireOffer(due, now);
        if (expired === null || !(await this.offers.close(expired))) continue;
        ended++;
        const company = await this.companies.findById(expired.companyId);
        if (company !== null && (await this.offering.hasPlaceToOffer(company))) {
          await this.offering.offerNext(company, expired.freedInterviewId);
        }
      }
      return ended;
    });
  }
}
