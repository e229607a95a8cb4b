import { formatEventTime } from '../../../domain/event-time.js';

/** What the status line says while the live stream cannot connect: since when, as HH:MM in the fair's time zone. */
export function offlineNotice(since: Date, timeZone: string): string {
  return `Offline since ${formatEventTime(since, timeZone)} — reconnecting…`;
}
