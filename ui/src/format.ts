import { formatEventDate, formatEventTime } from '../../domain/event-time.js';

/** An instant as the fair's date and HH:MM in its time zone (design.md §5.3), or a dash when there is none. */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  const date = formatEventDate(instant, zone);
  return date ? `${date} ${formatEventTime(instant, zone)}` : '—';
}
