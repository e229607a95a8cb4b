import { formatEventDate } from '../../../../domain/event-time.js';
import type { FairJson } from './fairs-api.js';

/** The Fairs screen's words for a fair. */

/** The offset next year's fair gets unless the admin says otherwise: 52 weeks, so each day keeps its weekday. */
export const NEXT_FAIR_OFFSET_DAYS = 364;

/** Current, or past and since when (a date on the fair's clock). */
export const fairState = (fair: Pick<FairJson, 'current' | 'endedAt'>, zone: string): string => {
  if (fair.current) return 'Current';
  const ended = fair.endedAt === null ? '' : formatEventDate(new Date(fair.endedAt), zone);
  return ended === '' ? 'Past' : `Past, ended on ${ended}`;
};

/** What making the next fair does when its making broke off before. */
export const interruptedNotice = (next: string): string =>
  `Making ${next} broke off before it was done: making the next fair again finishes ${next}, ` +
  'with the name and offset given then (the values in the form are not used).';

/** The banner over every admin screen while a past fair is open. */
export const pastFairNotice = (name: string): string => `You are looking at ${name}, a past fair: it is read-only.`;
