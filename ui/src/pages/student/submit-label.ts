import type { SelectionRecord } from '../../../../domain/selection.js';

/** The submit button reads Re-submit once a selection was submitted (spec §4). */
export const SUBMIT_LABELS = { first: 'Submit', again: 'Re-submit' } as const;

export const submitLabel = (submitted: SelectionRecord | null): string =>
  submitted === null ? SUBMIT_LABELS.first : SUBMIT_LABELS.again;
