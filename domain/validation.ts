import type { Either } from 'fp-ts/lib/Either.js';

/** One broken rule on one form field, with the message the user sees. */
export interface FieldFailure {
  readonly field: string;
  readonly message: string;
}

/** A form's validation: every failure at once, or the clean value. */
export type Validated<T> = Either<ReadonlyArray<FieldFailure>, T>;
