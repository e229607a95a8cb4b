import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { FieldFailure, Validated } from '../../domain/validation.js';

export const failuresOf = <T>(result: Validated<T>): ReadonlyArray<FieldFailure> => (E.isLeft(result) ? result.left : []);

/** The messages reported on one field. */
export const messagesOn = <T>(result: Validated<T>, field: string): string[] =>
  failuresOf(result)
    .filter((failure) => failure.field === field)
    .map((failure) => failure.message);

export const rightOf = <L, R>(result: Either<L, R>): R => {
  if (E.isLeft(result)) throw new Error(`expected a Right, got Left ${JSON.stringify(result.left)}`);
  return result.right;
};

export const leftOf = <L, R>(result: Either<L, R>): L => {
  if (E.isRight(result)) throw new Error(`expected a Left, got Right ${JSON.stringify(result.right)}`);
  return result.left;
};
