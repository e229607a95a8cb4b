import { isLeft } from 'fp-ts/lib/Either.js';
import type { Validated } from '../../../domain/validation.js';

export type FieldErrors = Readonly<Record<string, string>>;

export type FormCheck<T> =
  | { readonly ok: true; readonly value: T; readonly errors: FieldErrors }
  | { readonly ok: false; readonly errors: FieldErrors };

/** A domain validation as a form sees it: the cleaned value, or the first message per field. */
export function checkForm<T>(validated: Validated<T>): FormCheck<T> {
  if (!isLeft(validated)) return { ok: true, value: validated.right, errors: {} };
  const errors: Record<string, string> = {};
  for (const failure of validated.left) {
    if (!(failure.field in errors)) errors[failure.field] = failure.message;
  }
  return { ok: false, errors };
}
