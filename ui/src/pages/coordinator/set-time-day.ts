import { formatEventDate } from '../../../../domain/event-time.js';

/**
 * The day (YYYY-MM-DD on the fair's clock) on which the Set Time form reads its HH:MM: the day of the
 * time Next free proposed, while that proposal is in the field; else the day the interview already
 * has; else today. The proposal is an instant, and after midnight its day is not the saved one nor
 * always today's: reading its HH:MM on another day would send a time a day away from the one proposed.
 */
export const setTimeDay = (
  { proposed, saved, now }: { readonly proposed: Date | null; readonly saved: Date | null; readonly now: Date },
  zone: string,
): string => formatEventDate(proposed ?? saved ?? now, zone);

/**
 * The fair's day Set Time offers first, when the fair has days ("YYYY-MM-DD", in date order): the
 * day it would read the time on (setTimeDay) when that is one of them, else the first one after it,
 * else the last.
 */
export const offeredFairDay = (day: string, fairDays: readonly string[]): string =>
  fairDays.includes(day) ? day : (fairDays.find((each) => each > day) ?? fairDays.at(-1) ?? day);
