/*
 * A scan made at a company's check-in desk while the venue's network was down: the student's code,
 * the moment it was scanned, and a key the desk made for this one scan. The desk sends its scans
 * when the network returns, perhaps more than once; the key lets the server take each exactly once,
 * and the scan's moment becomes the student's check-in time.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';

/** The most scans one sync sends; a desk with more sends them in several. */
export const MAX_SCANS_PER_SYNC = 500;

/** A desk's clock may run this far ahead of the server's. */
export const SCAN_CLOCK_LEEWAY_MS = 2 * 60 * 1000;

/** A scan older than this is no longer taken: a fair day is over by then. */
export const MAX_SCAN_AGE_MS = 24 * 60 * 60 * 1000;

export const DESK_SCAN_MESSAGES = {
  key: 'A scan needs its own key, a UUID made by the desk',
  time: 'A scan needs the moment it was made, as an ISO-8601 instant with its offset',
  future: 'This scan is dated in the future: check the clock of the desk that made it',
  tooOld: 'This scan is more than a day old and was not taken',
  tooMany: `At most ${MAX_SCANS_PER_SYNC} scans are sent at once`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The YYYY-MM-DD an ISO instant starts with is a day of the calendar (no 30 February rolled over into March). */
const isCalendarDate = (iso: string): boolean => {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
};

/** The scan's key as kept (lower case), or why it is not one. */
export const parseScanKey = (key: string): Either<string, string> => {
  const lower = key.trim().toLowerCase();
  return UUID.test(lower) ? E.right(lower) : E.left(DESK_SCAN_MESSAGES.key);
};

/**
 * The moment a scan was made, when the server can take it as the check-in time: not later than now
 * (give or take the desk clock's leeway, then read as now) and not more than a day ago.
 */
export const scanTime = (scannedAt: string, now: Date): Either<string, Date> => {
  const at = ISO_INSTANT.test(scannedAt) && isCalendarDate(scannedAt) ? new Date(scannedAt) : null;
  if (at === null || Number.isNaN(at.getTime())) return E.left(DESK_SCAN_MESSAGES.time);
  if (at.getTime() > now.getTime() + SCAN_CLOCK_LEEWAY_MS) return E.left(DESK_SCAN_MESSAGES.future);
  if (at.getTime() < now.getTime() - MAX_SCAN_AGE_MS) return E.left(DESK_SCAN_MESSAGES.tooOld);
  return E.right(at.getTime() > now.getTime() ? now : at);
};

/** What became of one scan: the student checked in by it, found checked in already, or not taken. */
export type ScanOutcome = 'checked-in' | 'already' | 'refused';
