import { fairEndsAt } from '../../../domain/company-report.js';
import type { DayHours } from '../../../domain/fair-days.js';

/** The longest delay a browser's timer keeps (2^31 − 1 ms, about 24.8 days): a longer one fires at once. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long from `now` until the report downloads show: 0 once the fair's last day is over on the
 * event's calendar, null while the fair has no day set; never longer than a timer can wait, so that
 * a screen left open is drawn again when the fair ends.
 */
export function reportWaitMs(fairDays: readonly DayHours[], now: number, timeZone: string): number | null {
  const endsAt = fairEndsAt(fairDays, timeZone);
  if (endsAt === null) return null;
  return Math.min(Math.max(endsAt.getTime() - now, 0), LONGEST_TIMER_MS);
}
