/*
 * A place offered to a student on a company's reserve list (docs/allocation.md, "Reserve offers"):
 * the place an interview freed is offered to the first student who can take it, until a deadline;
 * accepting takes the place, declining or letting the deadline pass hands it to the next student.
 * An offer is answered once: open, then accepted, declined or expired, and its history says when.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import { formatEventDate, formatEventDateTime } from './event-time.js';
import { type HeldInterview, placesLeft, placesTaken } from './allocation.js';
import type { Company } from './company.js';
import type { DayHours } from './fair-days.js';

export type OfferState = 'open' | 'accepted' | 'declined' | 'expired';

/** One step of an offer's life: made, then answered by its student or ended by its deadline. */
export interface OfferStep {
  readonly state: OfferState;
  readonly at: Date;
}

export interface ReserveOffer {
  readonly id: string;
  readonly companyId: string;
  readonly studentId: string;
  /** The interview whose place is offered (deleted, a no-show, withdrawn from or cancelled). */
  readonly freedInterviewId: string;
  readonly state: OfferState;
  readonly offeredAt: Date;
  readonly expiresAt: Date;
  readonly history: readonly OfferStep[];
}

/** How long a student has to answer an offer: hours before the fair's days, minutes on them. */
export interface OfferWindow {
  readonly offerHoursBeforeFair: number;
  readonly offerMinutesOnFairDay: number;
}

export const DEFAULT_OFFER_WINDOW: OfferWindow = { offerHoursBeforeFair: 2, offerMinutesOnFairDay: 10 };

export const OFFER_WINDOW_LIMITS = {
  hours: { min: 1, max: 72 },
  minutes: { min: 1, max: 240 },
} as const;

export const OFFER_WINDOW_MESSAGES = {
  hours: `Enter whole hours from ${OFFER_WINDOW_LIMITS.hours.min} to ${OFFER_WINDOW_LIMITS.hours.max}`,
  minutes: `Enter whole minutes from ${OFFER_WINDOW_LIMITS.minutes.min} to ${OFFER_WINDOW_LIMITS.minutes.max}`,
} as const;

const within =
  (limits: { readonly min: number; readonly max: number }, message: string) =>
  (value: number): string | null =>
    Number.isInteger(value) && value >= limits.min && value <= limits.max ? null : message;

export const offerHoursRule = within(OFFER_WINDOW_LIMITS.hours, OFFER_WINDOW_MESSAGES.hours);
export const offerMinutesRule = within(OFFER_WINDOW_LIMITS.minutes, OFFER_WINDOW_MESSAGES.minutes);

/**
 * The one rule of a freed place: it may be offered while the company holds fewer place-taking
 * interviews and open offers together than its places (an open offer holds its place until answered).
 */
export const hasPlaceToOffer = (
  company: Pick<Company, 'numberOfInterviews'>,
  held: readonly HeldInterview[],
  openOffers: number,
): boolean => placesLeft(company, placesTaken(held) + openOffers) > 0;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * When an offer made now ends: `offerMinutesOnFairDay` after it on one of the fair's days (its date
 * on the event's calendar is listed), `offerHoursBeforeFair` after it on any other day.
 */
export const offerDeadline = (
  now: Date,
  window: OfferWindow,
  fairDays: readonly DayHours[],
  timeZone: string,
): Date => {
  const today = formatEventDate(now, timeZone);
  const onFairDay = fairDays.some((day) => day.date === today);
  const length = onFairDay ? window.offerMinutesOnFairDay * MINUTE_MS : window.offerHoursBeforeFair * HOUR_MS;
  return new Date(now.getTime() + length);
};

export const newOffer = (fields: {
  readonly id: string;
  readonly companyId: string;
  readonly studentId: string;
  readonly freedInterviewId: string;
  readonly offeredAt: Date;
  readonly expiresAt: Date;
}): ReserveOffer => ({ ...fields, state: 'open', history: [{ state: 'open', at: fields.offeredAt }] });

export const OFFER_MESSAGES = {
  notYours: 'This offer was made to another student',
  answered: (state: OfferState) => `This offer was already ${state}`,
  expired: (expiresAt: Date, timeZone: string) =>
    `This offer ended at ${formatEventDateTime(expiresAt, timeZone)}: the place went to the next student waiting`,
  notFound: 'No such offer',
} as const;

/** Why an offer cannot be answered now by this student, or null when it can. */
export interface OfferRefusal {
  readonly reason: 'not-yours' | 'answered' | 'expired';
  readonly message: string;
}

export const isPastDeadline = (offer: ReserveOffer, now: Date): boolean => now.getTime() >= offer.expiresAt.getTime();

/**
 * The offer as its student answers it (accepted or declined), or why not: another student's offer,
 * one already answered, or one whose deadline has passed (marked expired or not yet), saying when it ended.
 */
export const answerOffer = (
  offer: ReserveOffer,
  studentId: string,
  answer: 'accepted' | 'declined',
  now: Date,
  timeZone: string,
): Either<OfferRefusal, ReserveOffer> => {
  if (offer.studentId !== studentId) return E.left({ reason: 'not-yours', message: OFFER_MESSAGES.notYours });
  if (offer.state !== 'open' && offer.state !== 'expired') {
    return E.left({ reason: 'answered', message: OFFER_MESSAGES.answered(offer.state) });
  }
  if (offer.state === 'expired' || isPastDeadline(offer, now)) {
    return E.left({ reason: 'expired', message: OFFER_MESSAGES.expired(offer.expiresAt, timeZone) });
  }
  return E.right(moved(offer, answer, now));
};

/** The offer ended by its deadline, or null while it is still open to an answer (or already answered). */
export const expireOffer = (offer: ReserveOffer, now: Date): ReserveOffer | null =>
  offer.state === 'open' && isPastDeadline(offer, now) ? moved(offer, 'expired', now) : null;

const moved = (offer: ReserveOffer, state: OfferState, at: Date): ReserveOffer => ({
  ...offer,
  state,
  history: [...offer.history, { state, at }],
});

/** A student's place on one company's reserve list: 1 is the next to be offered a freed place. */
export interface ReservePlace {
  readonly companyId: string;
  readonly place: number;
  readonly of: number;
}

/** Where a student stands on each reserve list they are on, list by list. */
export const reservePlacesOf = (studentId: string, lists: ReadonlyMap<string, readonly string[]>): ReservePlace[] =>
  [...lists].flatMap(([companyId, studentIds]) => {
    const index = studentIds.indexOf(studentId);
    return index < 0 ? [] : [{ companyId, place: index + 1, of: studentIds.length }];
  });
