import { z } from 'zod';
import type { AnsweredOffer } from '../../../application/allocation/answer-reserve-offer.js';
import type { ReserveStanding } from '../../../application/allocation/list-reserve-standing.js';
import type { Presented } from './presented.js';

const OfferStateSchema = z.enum(['open', 'accepted', 'declined', 'expired']);

export const ReserveOfferSchema = z
  .strictObject({
    _id: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    state: OfferStateSchema,
    offeredAt: z.string(),
    expiresAt: z.string(),
    history: z.array(z.strictObject({ state: OfferStateSchema, at: z.string() })),
  })
  .meta({
    id: 'ReserveOffer',
    description:
      'A place offered to a student from a reserve list: open until expiresAt (ISO 8601), then accepted, declined or expired, each step in its history',
  });

export const ReserveStandingSchema = z
  .strictObject({
    now: z.string(),
    places: z.array(
      z.strictObject({ companyId: z.string(), companyName: z.string(), place: z.number(), of: z.number() }),
    ),
    offers: z.array(ReserveOfferSchema),
  })
  .meta({
    id: 'ReserveStanding',
    description:
      "The student's place on each company's reserve list (place 1 is offered the next freed place), their open offers, and the server's time",
  });

export const AnsweredOfferSchema = z
  .strictObject({ offer: ReserveOfferSchema, interviewId: z.string().nullable() })
  .meta({ id: 'AnsweredOffer', description: 'The offer as answered, and the interview accepting it made' });

type OfferShown = Pick<AnsweredOffer['offer'], 'id' | 'companyId' | 'state' | 'offeredAt' | 'expiresAt' | 'history'> & {
  readonly companyName: string;
};

export const reserveOfferJson = (offer: OfferShown): Presented<typeof ReserveOfferSchema> => ({
  _id: offer.id,
  companyId: offer.companyId,
  companyName: offer.companyName,
  state: offer.state,
  offeredAt: offer.offeredAt.toISOString(),
  expiresAt: offer.expiresAt.toISOString(),
  history: offer.history.map(({ state, at }) => ({ state, at: at.toISOString() })),
});

export const reserveStandingJson = (standing: ReserveStanding): Presented<typeof ReserveStandingSchema> => ({
  now: standing.now.toISOString(),
  places: standing.places.map(({ companyId, companyName, place, of }) => ({ companyId, companyName, place, of })),
  offers: standing.offers.map(reserveOfferJson),
});

export const answeredOfferJson = ({
  offer,
  companyName,
  interviewId,
}: AnsweredOffer): Presented<typeof AnsweredOfferSchema> => ({
  offer: reserveOfferJson({ ...offer, companyName }),
  interviewId,
});
