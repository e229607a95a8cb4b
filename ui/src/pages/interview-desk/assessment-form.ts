import { type AssessmentValues, RATING_MAX, RATING_MIN, validateAssessment } from '../../../../domain/assessment.js';
import type { Validated } from '../../../../domain/validation.js';

/** The ratings the dialog offers, from the lowest to the highest. */
export const RATINGS: readonly number[] = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The profile dialog's form: the rating as the chosen radio's value, '' for none. */
export interface AssessmentForm {
  readonly rating: string;
  readonly notes: string;
  readonly nextStep: string;
}

export const validateAssessmentForm = (form: AssessmentForm): Validated<AssessmentValues> =>
  validateAssessment({
    rating: /^\d+$/.test(form.rating) ? Number(form.rating) : null,
    notes: form.notes,
    nextStep: form.nextStep,
  });

/** The form as it starts: the saved assessment, or nothing chosen yet. */
export const assessmentForm = (saved: AssessmentValues | null): AssessmentForm =>
  saved === null
    ? { rating: '', notes: '', nextStep: 'none' }
    : { rating: String(saved.rating), notes: saved.notes, nextStep: saved.nextStep };
