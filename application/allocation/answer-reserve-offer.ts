import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { PromotionEvent } from '../../domain/fair-event.js';
import { newInterview } from '../../domain/interview.js';
import { answerOffer, OFFER_MESSAGES, type OfferRefusal, type ReserveOffer } from '../../domain/reserve-offer.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, forbidden, notFound } from '../errors.js';
import { interviewEvent } from '../interviews/interview-event.js';
import { UniqueViolation } from '../ports/persistence.js';
import { refuse, useCase } from '../task.js';
import { OfferFreedPlace } from './offer-freed-place.js';

export const ONLY_STUDENT_ANSWERS = 'Only the student offered a place can answer the offer';
export const NO_LONGER_ELIGIBLE = (companyName: string) =>
  `You can no longer take a place at ${companyName}: you no longer select it, already have an interview with it, or hold the most interviews allowed`;

/** An offer answered: the offer as it now stands and its company, with the interview accepting made. */
export interface AnsweredOffer {
  readonly offer: ReserveOffer;
  readonly companyName: string;
  readonly interviewId: string | null;
}

const refusalOf = (refusal: OfferRefusal): AppError =>
  refusal.reason === 'not-yours' ? forbidden(refusal.message) : conflict(refusal.message);

/**
 * The student offered a freed place answers (POST /student/offers/{id}/accept or …/decline;
 * docs/allocation.md, "Reserve offers"). Accepting takes the place: a new interview, told as created
 * and as the student's promotion. Declining hands the place to the next student on the reserve list.
 * Another student's offer, one already answered or ended, or one whose deadline has passed is
 * refused, and nothing changes. The answer is kept in the offer's history; of two answers at once,
 * only the first counts (a compare and set on the offer's state). The answer is one unit of work: the
 * offer is closed only together with the interview made or the place handed on.
 */
export class AnswerReserveOffer extends Needs(
  ['reserveOffers', 'companies', 'students', 'interviews', 'ids', 'clock', 'events', 'settings', 'units'],
  { offering: OfferFreedPlace },
) {
  execute(actor: Actor, offerId: string, answer: 'accepted' | 'declined'): TaskEither<AppError, AnsweredOffer> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden(ONLY_STUDENT_ANSWERS));
      const offer = await this.deps.reserveOffers.findById(offerId);
      if (offer === null) return refuse(notFound(OFFER_MESSAGES.notFound));
      const answered = answerOffer(offer, actor.id, answer, this.deps.clock.now(), this.deps.settings.eventTimezone);
      if (E.isLeft(answered)) return refuse(refusalOf(answered.left));
      const [company] = await this.deps.companies.findProfilesByIds([offer.companyId]);
      const student = await this.deps.students.findById(actor.id);
      if (company === undefined || student === null) return refuse(notFound(OFFER_MESSAGES.notFound));
      // Closing the offer and taking the place (or handing it on): all of it or none. Whether the
      // student may still take it is read inside the unit, so on MongoDB it is read from the same
      // snapshot the unit writes against.
      return this.deps.units.allOrNothing(async () => {
        if (answer === 'accepted' && !(await this.deps.offering.canTakePlace(student, company)))
          return refuse(conflict(NO_LONGER_ELIGIBLE(company.companyName)));
        if (!(await this.deps.reserveOffers.close(answered.right)))
          return refuse(conflict(await this.answeredMessage(offerId)));
        const interviewId =
          answer === 'accepted'
            ? await this.takePlace(answered.right, company)
            : await this.passOn(answered.right, company);
        return { offer: answered.right, companyName: company.companyName, interviewId };
      });
    });
  }

  /** Why a second answer came too late: the offer as the first one left it. */
  private async answeredMessage(offerId: string): Promise<string> {
    const now = await this.deps.reserveOffers.findById(offerId);
    return OFFER_MESSAGES.answered(now?.state ?? 'expired');
  }

  private async takePlace(offer: ReserveOffer, company: CompanyProfile): Promise<string | null> {
    const interview = newInterview({
      id: this.deps.ids.next(),
      studentId: offer.studentId,
      companyId: company.id,
      createdAt: this.deps.clock.now(),
      walkIn: false,
    });
    // An admin created this student's interview with the company meanwhile: the place goes on. Read
    // first, as on MongoDB a refused insert would end the unit even when caught.
    if ((await this.deps.interviews.findByStudentAndCompany(offer.studentId, company.id)) !== null)
      return this.passOn(offer, company);
    try {
      await this.deps.interviews.add(interview);
    } catch (error) {
      // The embedded store's Apply writes outside units, and may come in between the read and the insert.
      if (error instanceof UniqueViolation) return this.passOn(offer, company);
      throw error;
    }
    const promotion: PromotionEvent = {
      kind: 'interview.promoted',
      interviewId: interview.id,
      companyId: company.id,
      studentId: offer.studentId,
      companyName: company.companyName,
    };
    await this.deps.events.publish(interviewEvent('interview.created', interview));
    await this.deps.events.publish(promotion);
    return interview.id;
  }

  private async passOn(offer: ReserveOffer, company: CompanyProfile): Promise<null> {
    if (await this.deps.offering.hasPlaceToOffer(company))
      await this.deps.offering.offerNext(company, offer.freedInterviewId);
    return null;
  }
}
