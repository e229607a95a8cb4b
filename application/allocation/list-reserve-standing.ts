import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { reservePlacesOf, type ReservePlace, type ReserveOffer } from '../../domain/reserve-offer.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { ONLY_STUDENT_ANSWERS } from './answer-reserve-offer.js';

/** Where a student stands on the reserve lists, and the places offered to them now. */
export interface ReserveStanding {
  readonly now: Date;
  readonly places: readonly (ReservePlace & { readonly companyName: string })[];
  readonly offers: readonly (ReserveOffer & { readonly companyName: string })[];
}

/**
 * A student's reserve places ("reserve place k of n", per company) and their open offers, each with
 * its deadline and the server's time, so the screen counts down on the server's clock
 * (GET /student/reserves).
 */
export class ListReserveStanding extends Needs(['reserveLists', 'reserveOffers', 'companies', 'clock']) {
  execute(actor: Actor): TaskEither<AppError, ReserveStanding> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden(ONLY_STUDENT_ANSWERS));
      const places = reservePlacesOf(actor.id, await this.deps.reserveLists.listAll());
      const offers = await this.deps.reserveOffers.listOpenFor(actor.id);
      const companies = await this.deps.companies.findProfilesByIds([
        ...new Set([...places, ...offers].map((each) => each.companyId)),
      ]);
      const names = new Map(companies.map((company) => [company.id, company.companyName]));
      const named = <T extends { readonly companyId: string }>(each: T) => {
        const companyName = names.get(each.companyId);
        return companyName === undefined ? [] : [{ ...each, companyName }];
      };
      const byName = (a: { readonly companyName: string }, b: { readonly companyName: string }) =>
        a.companyName.localeCompare(b.companyName);
      return { now: this.deps.clock.now(), places: places.flatMap(named).sort(byName), offers: offers.flatMap(named) };
    });
  }
}
