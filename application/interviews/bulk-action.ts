import type { InterviewDetails } from './interview-details.js';

/** The most interviews one action on selected rows takes. */
export const BULK_MAX_INTERVIEWS = 500;

export const BULK_MESSAGES = {
  none: 'Choose at least one interview',
  tooMany: `Choose at most ${String(BULK_MAX_INTERVIEWS)} interviews at a time`,
  twice: 'An interview is chosen twice',
  invalidStart: 'Invalid start time',
} as const;

/** What to do to each selected interview. */
export type BulkAction =
  | { readonly kind: 'assign-panel'; readonly panelId: string }
  /** Times one after the other from `start`, in the order the interviews are given. */
  | { readonly kind: 'set-time'; readonly start: Date }
  | { readonly kind: 'delete' };

/** What became of one selected interview: done (as stored after, or as it was once deleted) or refused, and why. */
export type BulkRow =
  | { readonly interviewId: string; readonly done: InterviewDetails }
  | { readonly interviewId: string; readonly refusal: string };

export interface BulkOutcome {
  readonly action: BulkAction;
  /** The step between two times set one after the other: the interview's length and the buffer, in minutes. */
  readonly stepMinutes: number;
  /** The fair's time zone, in which the times are told. */
  readonly timeZone: string;
  /** One row per interview, in the order given. */
  readonly rows: readonly BulkRow[];
}
