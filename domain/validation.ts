import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';

/** One broken rule on one form field, with the message the user sees. */
export interface FieldFailure {
  readonly field: string;
  readonly message: string;
}

/** A form's validation: every failure at once, or the clean value. */
export type Validated<T> = Either<ReadonlyArray<FieldFailure>, T>;

/** A rule on one value: the message to show when the value breaks it, or null when it holds. */
export type Rule<V> = (value: V) => string | null;

/** The first broken rule of a field, so each field shows one message at a time. */
export const checkField = <V>(field: string, value: V, rules: ReadonlyArray<Rule<V>>): FieldFailure | null => {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return { field, message };
  }
  return null;
};

/** Every failure at once; the clean value is built only when nothing failed. */
export const validated = <T>(checks: ReadonlyArray<FieldFailure | null>, build: () => T): Validated<T> => {
  const failures = checks.filter((check): check is FieldFailure => check !== null);
  return failures.length > 0 ? E.left(failures) : E.right(build());
};

/** Blank (empty or only spaces) text breaks it. */
export const required =
  (message: string): Rule<string> =>
  (value) =>
    value.trim() === '' ? message : null;

/** Only the empty string breaks it: passwords are taken exactly as typed, spaces included. */
export const present =
  (message: string): Rule<string> =>
  (value) =>
    value === '' ? message : null;

export const minLength =
  (min: number, message: string): Rule<string> =>
  (value) =>
    value.length < min ? message : null;

export const maxLength =
  (max: number, message: string): Rule<string> =>
  (value) =>
    value.length > max ? message : null;

export const isOneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

export const oneOf =
  (allowed: readonly string[], message: string): Rule<string> =>
  (value) =>
    isOneOf(allowed, value) ? null : message;

/** Trimmed entries of a multi-value field, blanks and repeats dropped, first occurrence kept. */
export const cleanList = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== '')),
];
