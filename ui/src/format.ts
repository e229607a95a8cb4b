import { formatEventDateTime } from '../../domain/event-time.js';

/** An instant in the one format, "Thu 26 Nov, 09:30" on the fair's clock (design.md §5.3), or a dash when there is none. */
export function formatDateTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return '—';
  return formatEventDateTime(new Date(iso), zone) || '—';
}
