import { formatEventTime } from '../../../../domain/event-time.js';

/** An interview's time as HH:MM on the fair's clock in its time zone (design §5.3), or a dash until it is set. */
export function interviewTime(iso: string | null, zone: string): string {
  return iso ? formatEventTime(new Date(iso), zone) || '—' : '—';
}
