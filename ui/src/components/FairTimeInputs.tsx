import { dayName } from '../../../domain/fair-days.js';

/**
 * What a field of HH:MM on the fair's clock is: a text field, not type="time", as that shows the
 * browser's own clock ("07:45 PM"), not the fair's HH:MM.
 */
export const HHMM_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  placeholder: 'HH:MM',
  maxLength: 5,
  autoComplete: 'off',
  style: { width: '8rem' },
} as const;

/** The options of a choice among the fair's days, each named as the fair's clock names it. */
export function FairDayOptions({ days, zone }: { readonly days: readonly string[]; readonly zone: string }) {
  return days.map((date) => (
    <option key={date} value={date}>
      {dayName(date, zone)}
    </option>
  ));
}
