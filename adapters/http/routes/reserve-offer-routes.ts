import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { AnswerReserveOffer } from '../../../application/allocation/answer-reserve-offer.js';
import { ListReserveStanding } from '../../../application/allocation/list-reserve-standing.js';
import {
  AnsweredOfferSchema,
  answeredOfferJson,
  ReserveStandingSchema,
  reserveStandingJson,
} from '../presenters/reserve-offer-json.js';
import { idInput, withId } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const RESERVE_OFFER_USE_CASES = {
  listReserveStanding: ListReserveStanding,
  answerReserveOffer: AnswerReserveOffer,
};
export type ReserveOfferUseCases = UseCasesOf<typeof RESERVE_OFFER_USE_CASES>;

/** The student's reserve places and the places offered to them (docs/allocation.md, "Reserve offers"). */
const listReserveStanding = (useCases: ReserveOfferUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/reserves',
    summary:
      "The student's place on each company's reserve list (place k of n), their open offers with each deadline, and the server's time",
    access: ['student'],
    operationId: 'listReserveStanding',
    tags: ['interviews'],
    response: ReserveStandingSchema,
    handle: ({ actor }) => answer(useCases.listReserveStanding.execute(actor), reserveStandingJson),
  });

const ANSWERS = {
  accept: {
    state: 'accepted',
    summary:
      'The student takes the place offered to them: a new interview with the company. Refused after the deadline, for another student’s offer, or once answered',
    message: (companyName: string) => `You accepted the place at ${companyName}: you have an interview with it`,
  },
  decline: {
    state: 'declined',
    summary:
      'The student declines the place offered to them: it goes to the next student on the reserve list. Refused after the deadline, for another student’s offer, or once answered',
    message: (companyName: string) => `You declined the place at ${companyName}: it goes to the next student waiting`,
  },
} as const;

const answerOffer = (verb: keyof typeof ANSWERS) => (useCases: ReserveOfferUseCases) =>
  protectedRoute({
    method: 'post',
    path: `/student/offers/:id/${verb}`,
    summary: ANSWERS[verb].summary,
    access: ['student'],
    operationId: `${verb}ReserveOffer`,
    tags: ['interviews'],
    request: { params: idInput },
    response: AnsweredOfferSchema,
    errors: [404, 409],
    handle: ({ actor, params }) =>
      withId(params, (id) =>
        pipe(
          useCases.answerReserveOffer.execute(actor, id, ANSWERS[verb].state),
          TE.map((answered) => json(answeredOfferJson(answered), ANSWERS[verb].message(answered.companyName))),
        ),
      ),
  });

export const reserveOfferRoutes = routeArea(RESERVE_OFFER_USE_CASES, [
  listReserveStanding,
  answerOffer('accept'),
  answerOffer('decline'),
]);
