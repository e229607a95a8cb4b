/*
 * Clash-free interview times. An interview lasts `interviewMinutes` from its time. A panel holds one
 * interview at a time; a student needs `bufferMinutes` more between two of their interviews, to walk
 * from one company's desk to the next. A no-show holds no time: its slot is free again.
 */
import type { Interview } from './interview.js';

export interface ScheduleRules {
  readonly interviewMinutes: number;
  readonly bufferMinutes: number;
}

/** The fair's defaults: 25-minute interviews, 5 minutes between them. */
export const DEFAULT_SCHEDULE_RULES: ScheduleRules = { interviewMinutes: 25, bufferMinutes: 5 };

const MINUTE_MS = 60_000;

/** What a time is checked against: the interview being timed, by id, student and panel. */
export type Scheduled = Pick<Interview, 'id' | 'studentId' | 'panelId'>;
type Timed = Interview & { readonly time: Date };

/** The other interview a time clashes with: one of the same student's, or one on the same panel. */
export interface Clash {
  readonly kind: 'student' | 'panel';
  readonly with: Interview & { readonly time: Date };
}

export const interviewEnd = (start: Date, rules: ScheduleRules): Date =>
  new Date(start.getTime() + rules.interviewMinutes * MINUTE_MS);

/** The other interviews that hold a time: timed, not this one, not a no-show nor cancelled. */
const timedOthers = (interview: Scheduled, others: readonly Interview[]): Timed[] =>
  others.filter(
    (other): other is Timed =>
      other.id !== interview.id && other.time !== null && other.status !== 'no-show' && other.status !== 'cancelled',
  );

const apart = (a: Date, b: Date): number => Math.abs(a.getTime() - b.getTime());

const studentClash = (interview: Scheduled, other: Timed, time: Date, rules: ScheduleRules): boolean =>
  other.studentId === interview.studentId &&
  apart(time, other.time) < (rules.interviewMinutes + rules.bufferMinutes) * MINUTE_MS;

const panelClash = (interview: Scheduled, other: Timed, time: Date, rules: ScheduleRules): boolean =>
  interview.panelId !== null &&
  other.panelId === interview.panelId &&
  apart(time, other.time) < rules.interviewMinutes * MINUTE_MS;

/**
 * The first interview among `others` that `time` would clash with for this interview, earliest
 * first (the student's clashes before the panel's at the same time), or null when it is free.
 */
export const scheduleClash = (
  interview: Scheduled,
  time: Date,
  others: readonly Interview[],
  rules: ScheduleRules,
): Clash | null => {
  const clashes = timedOthers(interview, others)
    .flatMap((other): Clash[] => {
      if (studentClash(interview, other, time, rules)) return [{ kind: 'student', with: other }];
      if (panelClash(interview, other, time, rules)) return [{ kind: 'panel', with: other }];
      return [];
    })
    .sort(
      (a, b) =>
        a.with.time.getTime() - b.with.time.getTime() || Number(a.kind === 'panel') - Number(b.kind === 'panel'),
    );
  return clashes[0] ?? null;
};

/**
 * The earliest time from `from` on that this interview could take: clear of the student's other
 * interviews and, with the same buffer as a changeover, of the panel's. Proposals keep the buffer on
 * the panel too, so a panel following them runs 25-minute slots 5 minutes apart.
 */
export const nextFreeTime = (
  interview: Scheduled,
  from: Date,
  others: readonly Interview[],
  rules: ScheduleRules,
): Date => {
  const step = (rules.interviewMinutes + rules.bufferMinutes) * MINUTE_MS;
  const taken = timedOthers(interview, others)
    .filter(
      (other) =>
        other.studentId === interview.studentId || (interview.panelId !== null && other.panelId === interview.panelId),
    )
    .map((other) => other.time.getTime())
    .sort((a, b) => a - b);
  let candidate = from.getTime();
  // Each pass moves past at least one taken time, so this ends after at most taken.length passes.
  for (const start of taken) {
    if (Math.abs(candidate - start) < step) candidate = start + step;
  }
  return new Date(candidate);
};

/** A proposal starts on a whole five minutes: the first one not before `now`. */
export const roundUpToFiveMinutes = (now: Date): Date => {
  const five = 5 * MINUTE_MS;
  return new Date(Math.ceil(now.getTime() / five) * five);
};

export const SCHEDULE_MESSAGES = {
  studentClash: (companyName: string, time: string, rules: ScheduleRules) =>
    `This student already has an interview with ${companyName} at ${time}; ` +
    `a student's interviews start at least ${rules.interviewMinutes + rules.bufferMinutes} minutes apart`,
  panelClash: (panelName: string, studentName: string, time: string, rules: ScheduleRules) =>
    `${panelName} already interviews ${studentName} at ${time}; an interview lasts ${rules.interviewMinutes} minutes`,
} as const;
