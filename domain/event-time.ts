/*
 * Times are stored as UTC instants and shown as HH:MM (24-hour) in the event's time zone
 * (design §5.3). Every function takes the zone, so none reads the machine's clock or zone.
 *
 * The one format a person reads a time in, on every screen, workbook and e-mail, is the day and
 * HH:MM on the fair's clock, "Thu 26 Nov, 09:30" (formatEventDateTime). HH:MM alone
 * (formatEventTime) is for sentences about today, where the day is obvious ("checked in at 09:42").
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

/** One formatter per zone, made once: making one costs far more than formatting with it. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

const clockFormat = (timeZone: string): Intl.DateTimeFormat => {
  const known = clockFormats.get(timeZone);
  if (known !== undefined) return known;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  clockFormats.set(timeZone, format);
  return format;
};

const wallClock = (instant: Date, timeZone: string): WallClock => {
  const parts = clockFormat(timeZone).formatToParts(instant);
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The day and HH:MM on the event's clock, "Thu 26 Nov, 09:30": the format every screen, workbook
 * and e-mail shows a time in; "" for an invalid date. Throws a RangeError for an unknown zone.
 */
export const formatEventDateTime = (instant: Date, timeZone: string = DEFAULT_EVENT_TIME_ZONE): string => {
  if (!isValidInstant(instant)) return '';
  const clock = wallClock(instant, timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay()];
  return `${weekday} ${clock.day} ${MONTHS[clock.month - 1]}, ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
};

/** formatEventDateTime's format in a spreadsheet's number-format notation, for date cells. */
export const EVENT_DATE_TIME_SHEET_FORMAT = 'ddd d mmm", "hh:mm';

/**
 * What a spreadsheet date cell holds for `instant`: a cell has no time zone, so it holds the
 * event's wall clock (read as UTC) and shows it in EVENT_DATE_TIME_SHEET_FORMAT.
 */
export const eventWallClock = (instant: Date, timeZone: string = DEFAULT_EVENT_TIME_ZONE): Date => {
  const clock = wallClock(instant, timeZone);
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
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

/** An instant as a person at the fair reads it, naming the zone: "Thu 26 Nov, 19:45 (Asia/Colombo)". */
export const onTheEventClock = (instant: Date, timeZone: string): string =>
  `${formatEventDateTime(instant, timeZone)} (${timeZone})`;
