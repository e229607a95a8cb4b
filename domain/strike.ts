/*
 * Strikes (docs/allocation.md, "Strikes"): a student marked no-show at an interview gets a strike,
 * which lasts the fair's strike length (a setting, in days) from when it was recorded. A strike
 * counts while it is unexpired and not excused; an administrator excuses one with a reason, and it
 * then no longer counts. Sending the student back to the queue takes the strike away with the no-show.
 * Within a round of the allocation, students with more counting strikes rank after those with fewer.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import { checkField, required, type Validated, validated } from './validation.js';

/** Who excused a strike, when, and why. */
export interface StrikeExcuse {
  /** The administrator's id and e-mail. */
  readonly by: string;
  readonly byEmail: string;
  readonly at: Date;
  readonly reason: string;
}

export interface Strike {
  readonly id: string;
  readonly studentId: string;
  /** The interview the student did not come to: one strike per such interview. */
  readonly interviewId: string;
  readonly companyId: string;
  /** The company's name when the strike was recorded, as the student is shown its cause. */
  readonly companyName: string;
  readonly recordedAt: Date;
  readonly expiresAt: Date;
  readonly excused: StrikeExcuse | null;
}

/** How long a strike lasts, in whole days (a fair setting). */
export interface StrikeLength {
  readonly strikeDays: number;
}

export const DEFAULT_STRIKE_LENGTH: StrikeLength = { strikeDays: 365 };

export const STRIKE_DAYS_RANGE = { min: 1, max: 3650 } as const;

export const REASON_MAX_LENGTH = 500;

export const STRIKE_MESSAGES = {
  strikeDays: `A strike lasts a whole number of days from ${STRIKE_DAYS_RANGE.min} to ${STRIKE_DAYS_RANGE.max}`,
  reasonRequired: 'Give the reason the strike is excused',
  reasonTooLong: `The reason is at most ${REASON_MAX_LENGTH} characters`,
  alreadyExcused: 'This strike is already excused',
  notFound: 'Strike not found',
} as const;

export const strikeDaysRule = (days: number): string | null =>
  Number.isInteger(days) && days >= STRIKE_DAYS_RANGE.min && days <= STRIKE_DAYS_RANGE.max
    ? null
    : STRIKE_MESSAGES.strikeDays;

const DAY_MS = 86_400_000;

/** When a strike recorded at this instant stops counting. */
export const strikeExpiry = (recordedAt: Date, length: StrikeLength): Date =>
  new Date(recordedAt.getTime() + length.strikeDays * DAY_MS);

/** Whether the strike counts at this instant: not excused and not yet expired. */
export const strikeCounts = (strike: Pick<Strike, 'excused' | 'expiresAt'>, now: Date): boolean =>
  strike.excused === null && strike.expiresAt.getTime() > now.getTime();

/** How many counting strikes each student has at this instant; students without any are absent. */
export const countingStrikes = (
  strikes: readonly Pick<Strike, 'studentId' | 'excused' | 'expiresAt'>[],
  now: Date,
): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const strike of strikes) {
    if (strikeCounts(strike, now)) counts.set(strike.studentId, (counts.get(strike.studentId) ?? 0) + 1);
  }
  return counts;
};

/** An administrator's excuse as typed: the reason, required. */
export interface ExcuseForm {
  readonly reason: string;
}

const reasonLength = (reason: string): string | null =>
  reason.trim().length > REASON_MAX_LENGTH ? STRIKE_MESSAGES.reasonTooLong : null;

/** The reason an administrator gives, trimmed, or why it is refused. */
export const validateExcuse = (form: ExcuseForm): Validated<ExcuseForm> =>
  validated([checkField('reason', form.reason, [required(STRIKE_MESSAGES.reasonRequired), reasonLength])], () => ({
    reason: form.reason.trim(),
  }));

/** The strike excused by an administrator for a checked reason, or why it cannot be: it is excused once. */
export const excuseStrike = (strike: Strike, excuse: StrikeExcuse): Either<string, Strike> =>
  strike.excused !== null ? E.left(STRIKE_MESSAGES.alreadyExcused) : E.right({ ...strike, excused: excuse });
