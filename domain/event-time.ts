/*
 * Times are stored as UTC instants and shown as HH:MM (24-hour) in the event's time zone
 * (design §5.3). Every function takes the zone, so none reads the machine's clock or zone.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';

/** The fair's zone unless EVENT_TIMEZONE says otherwise: the spec's +5:30. */
export const DEFAULT_EVENT_TIME_ZONE = 'Asia/Colombo';

export const EVENT_TIME_MESSAGES = {
  invalidDate: 'Enter the date as YYYY-MM-DD',
  invalidTime: 'Enter the time as HH:MM (24-hour)',
  unknownTimeZone: 'Unknown time zone',
} as const;

export const isTimeZone = (zone: string): boolean => {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const wallClock = (instant: Date, timeZone: string): WallClock => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

const isValidInstant = (instant: Date): boolean => !Number.isNaN(instant.getTime());

/** "HH:MM" on the event's clock; "" for an invalid date. Throws a RangeError for an unknown zone. */
export const formatEventTime = (instant: Date, timeZone: string = DEFAULT_EVENT_TIME_ZONE): string => {
  if (!isValidInstant(instant)) return '';
  const clock = wallClock(instant, timeZone);
  return `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
};

/** "YYYY-MM-DD" on the event's calendar; "" for an invalid date. Throws a RangeError for an unknown zone. */
export const formatEventDate = (instant: Date, timeZone: string = DEFAULT_EVENT_TIME_ZONE): string => {
  if (!isValidInstant(instant)) return '';
  const clock = wallClock(instant, timeZone);
  return `${String(clock.year).padStart(4, '0')}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
};

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds (seconds ignored). */
const zoneOffset = (instant: number, timeZone: string): number => {
  const clock = wallClock(new Date(instant), timeZone);
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return wallAsUtc - Math.floor(instant / 60_000) * 60_000;
};

/** The instant a date ("YYYY-MM-DD") and time ("HH:MM", 24-hour) on the event's clock stand for. */
export const parseEventTime = (
  date: string,
  time: string,
  timeZone: string = DEFAULT_EVENT_TIME_ZONE,
): Either<string, Date> => {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const timeMatch = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!isTimeZone(timeZone)) return E.left(EVENT_TIME_MESSAGES.unknownTimeZone);
  if (dateMatch === null) return E.left(EVENT_TIME_MESSAGES.invalidDate);
  if (timeMatch === null) return E.left(EVENT_TIME_MESSAGES.invalidTime);
  const [year, month, day] = dateMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeMatch.slice(1).map(Number) as [number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const calendar = new Date(wallAsUtc);
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    return E.left(EVENT_TIME_MESSAGES.invalidDate);
  }
  // The offset at the guessed instant can differ from the offset at the answer across a DST change,
  // so it is taken a second time at the first guess.
  const firstGuess = wallAsUtc - zoneOffset(wallAsUtc, timeZone);
  return E.right(new Date(wallAsUtc - zoneOffset(firstGuess, timeZone)));
};
