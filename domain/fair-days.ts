/*
 * The fair's days (docs/interviews.md, "The fair's days"): the dates the fair runs on, each with the
 * hours its panels interview, on the event's clock; a panel may keep other hours on some of the
 * days (its own hours replace the fair's on those days). With no day listed the fair is not bound to dates: any time may be set, as
 * before days existed. An interview lasts from its time for the interview length and must end
 * within its panel's hours on its day.
 */
import * as E from 'fp-ts/lib/Either.js';
import { formatEventDate, formatEventDateTime, parseEventTime } from './event-time.js';
import { type ScheduleRules, nextFreeTime, type Scheduled } from './interview-schedule.js';
import type { Interview } from './interview.js';

/** A day of the fair and its hours: "YYYY-MM-DD" with "HH:MM" (24-hour) to "HH:MM" on the event's clock. */
export interface DayHours {
  readonly date: string;
  readonly opens: string;
  readonly closes: string;
}

/** The hours of one day as instants, from its opening (included) to its closing. */
export interface HoursWindow {
  readonly date: string;
  readonly start: Date;
  readonly end: Date;
}

export const MAX_FAIR_DAYS = 31;

export const FAIR_DAYS_MESSAGES = {
  invalidLine: (line: string) => `Write each day as YYYY-MM-DD HH:MM-HH:MM, such as 2026-03-02 09:00-17:00 ("${line}")`,
  invalidDate: (date: string) => `${date} is not a date`,
  closesBeforeOpening: (date: string) => `The hours of ${date} must end after they start`,
  repeatedDay: (date: string) => `${date} is listed twice`,
  tooManyDays: `At most ${MAX_FAIR_DAYS} days`,
  notAFairDay: (date: string) => `${date} is not one of the fair's days`,
  outsideDays: (days: string) => `Interviews are held on the fair's days only: ${days}`,
  outsideHours: (panel: string, day: string, opens: string, closes: string, minutes: number) =>
    `${panel} interviews on ${day} from ${opens} to ${closes}; an interview of ${minutes} minutes must end by ${closes}`,
  noFreeTime: "No free time is left in this panel's hours on the fair's days",
} as const;

/** The date ("YYYY-MM-DD") this many days after the one given, on the calendar. */
export const dateAfter = (date: string, days: number): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

export const sortDays = (days: readonly DayHours[]): DayHours[] =>
  [...days].sort((a, b) => a.date.localeCompare(b.date));

/** Minutes since midnight of "HH:MM", or null when it is not a 24-hour time. */
const minutesOf = (hhmm: string): number | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match === null ? null : Number(match[1]) * 60 + Number(match[2]);
};

/** The first thing wrong with a list of days, or null when each is a real date with hours, once. */
export const fairDaysRule = (days: readonly DayHours[]): string | null => {
  if (days.length > MAX_FAIR_DAYS) return FAIR_DAYS_MESSAGES.tooManyDays;
  const seen = new Set<string>();
  for (const day of days) {
    if (E.isLeft(parseEventTime(day.date, '12:00', 'UTC'))) return FAIR_DAYS_MESSAGES.invalidDate(day.date);
    const opens = minutesOf(day.opens);
    const closes = minutesOf(day.closes);
    if (opens === null || closes === null) {
      return FAIR_DAYS_MESSAGES.invalidLine(`${day.date} ${day.opens}-${day.closes}`);
    }
    if (closes <= opens) return FAIR_DAYS_MESSAGES.closesBeforeOpening(day.date);
    if (seen.has(day.date)) return FAIR_DAYS_MESSAGES.repeatedDay(day.date);
    seen.add(day.date);
  }
  return null;
};

/** A panel's own hours are kept only on the fair's days: a day the fair does not run has no hours. */
export const panelHoursRule =
  (fairDays: readonly DayHours[]) =>
  (hours: readonly DayHours[]): string | null => {
    const broken = fairDaysRule(hours);
    if (broken !== null) return broken;
    const other = hours.find((day) => !fairDays.some((fairDay) => fairDay.date === day.date));
    return other === undefined ? null : FAIR_DAYS_MESSAGES.notAFairDay(other.date);
  };

/** A panel's hours on each of the fair's days: its own where it keeps other hours that day, else the fair's. */
export const panelDays = (fairDays: readonly DayHours[], own: readonly DayHours[] = []): DayHours[] =>
  sortDays(fairDays).map((day) => own.find((override) => override.date === day.date) ?? day);

/** Each day's hours as instants on the event's clock, in order. */
export const hoursWindows = (days: readonly DayHours[], timeZone: string): HoursWindow[] =>
  sortDays(days).flatMap((day) => {
    const start = parseEventTime(day.date, day.opens, timeZone);
    const end = parseEventTime(day.date, day.closes, timeZone);
    return E.isRight(start) && E.isRight(end) ? [{ date: day.date, start: start.right, end: end.right }] : [];
  });

const MINUTE_MS = 60_000;

/** "Mon 2 Mar": how every screen names a day (the day part of formatEventDateTime). */
export const dayName = (date: string, timeZone: string): string => {
  const noon = parseEventTime(date, '12:00', timeZone);
  return E.isLeft(noon) ? date : (formatEventDateTime(noon.right, timeZone).split(', ')[0] ?? date);
};

/**
 * Why an interview may not start at `time` on this panel, or null when it may: with days listed, the
 * time must fall on one of them and the interview must fit in the panel's hours that day. With no
 * day listed any time may be set.
 */
export const fairTimeRefusal = (
  time: Date,
  days: readonly DayHours[],
  panelName: string,
  rules: Pick<ScheduleRules, 'interviewMinutes'>,
  timeZone: string,
): string | null => {
  if (days.length === 0) return null;
  const date = formatEventDate(time, timeZone);
  const day = days.find((each) => each.date === date);
  if (day === undefined) {
    return FAIR_DAYS_MESSAGES.outsideDays(
      sortDays(days)
        .map((each) => dayName(each.date, timeZone))
        .join(', '),
    );
  }
  const [window] = hoursWindows([day], timeZone);
  const end = time.getTime() + rules.interviewMinutes * MINUTE_MS;
  if (window !== undefined && time.getTime() >= window.start.getTime() && end <= window.end.getTime()) return null;
  return FAIR_DAYS_MESSAGES.outsideHours(
    panelName,
    dayName(day.date, timeZone),
    day.opens,
    day.closes,
    rules.interviewMinutes,
  );
};

/**
 * The earliest time from `from` on that the interview could take within the panel's hours on the
 * fair's days (nextFreeTime's rule, day by day), or null when none is left. With no day listed, the
 * hours are not bound: nextFreeTime itself.
 */
export const nextFreeTimeInHours = (
  interview: Scheduled,
  from: Date,
  others: readonly Interview[],
  rules: ScheduleRules,
  windows: readonly HoursWindow[],
): Date | null => {
  if (windows.length === 0) return nextFreeTime(interview, from, others, rules);
  for (const window of windows) {
    const start = new Date(Math.max(from.getTime(), window.start.getTime()));
    const free = nextFreeTime(interview, start, others, rules);
    if (free.getTime() + rules.interviewMinutes * MINUTE_MS <= window.end.getTime()) return free;
  }
  return null;
};
