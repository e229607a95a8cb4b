/*
 * A panel's schedule to hand out (docs/fair-operations.md, "Schedules to hand out"): the panel's
 * interviews grouped by the day of their time on the event's clock, days in order, each day in queue
 * order; the interviews with no time yet in queue order under their own heading, last.
 */
import { formatEventDate, formatEventDateTime, formatEventTime } from './event-time.js';

export const NO_TIME_YET = 'No time yet';

export const PANEL_SCHEDULE_MESSAGES = {
  invalidDay: 'A day is written YYYY-MM-DD',
} as const;

export const SCHEDULE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One interview of the panel, as the schedule lists it. */
export interface ScheduleEntry {
  /** The place in the panel's queue; null when none is given yet. */
  readonly queue: number | null;
  readonly time: Date | null;
  readonly studentName: string;
  readonly indexNumber: string;
}

export interface ScheduleDay {
  /** YYYY-MM-DD on the event's calendar; null for the interviews with no time yet. */
  readonly day: string | null;
  /** "Thu 26 Nov", or "No time yet". */
  readonly heading: string;
  readonly entries: readonly ScheduleEntry[];
}

const byQueue = (a: ScheduleEntry, b: ScheduleEntry): number =>
  (a.queue ?? Number.MAX_SAFE_INTEGER) - (b.queue ?? Number.MAX_SAFE_INTEGER) ||
  (a.time?.getTime() ?? 0) - (b.time?.getTime() ?? 0) ||
  a.indexNumber.localeCompare(b.indexNumber);

/** "Thu 26 Nov": the day part of the one format every time is shown in. */
const dayHeading = (instant: Date, timeZone: string): string => formatEventDateTime(instant, timeZone).split(', ')[0]!;

/** The entries grouped by day (all days, or only `day` when given), each in queue order. */
export const scheduleDays = (
  entries: readonly ScheduleEntry[],
  timeZone: string,
  day?: string,
): readonly ScheduleDay[] => {
  const days = new Map<string, { heading: string; entries: ScheduleEntry[] }>();
  const untimed: ScheduleEntry[] = [];
  for (const entry of entries) {
    if (entry.time === null) {
      untimed.push(entry);
      continue;
    }
    const key = formatEventDate(entry.time, timeZone);
    const group = days.get(key) ?? { heading: dayHeading(entry.time, timeZone), entries: [] };
    group.entries.push(entry);
    days.set(key, group);
  }
  const timed = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([key]) => day === undefined || key === day)
    .map(([key, group]) => ({ day: key, heading: group.heading, entries: group.entries.sort(byQueue) }));
  if (day !== undefined || untimed.length === 0) return timed;
  return [...timed, { day: null, heading: NO_TIME_YET, entries: untimed.sort(byQueue) }];
};

/** The time column of a printed schedule: "09:30" under its day's heading, "" with no time. */
export const scheduleTime = (entry: ScheduleEntry, timeZone: string): string =>
  entry.time === null ? '' : formatEventTime(entry.time, timeZone);

/** A file name for the panel's schedule, from its name and day, never from a client's path. */
export const scheduleFileName = (panelName: string, day: string | undefined, extension: 'pdf' | 'xlsx'): string => {
  const base = panelName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 80);
  return `schedule-${base || 'panel'}${day === undefined ? '' : `-${day}`}.${extension}`;
};
