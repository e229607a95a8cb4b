import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { type AppError, conflict, unexpected } from './errors.js';
import { UniqueViolation } from './ports/persistence.js';

/** A typed failure a use case's body answers with (`return refuse(...)`) or that `must` raises from a step. */
export class Refusal {
  constructor(readonly error: AppError) {}
}

/** Ends a use case's body early with a typed failure: `return refuse(notFound('Company not found'))`. */
export const refuse = (error: AppError): Refusal => new Refusal(error);

/**
 * The one boundary of every use case: an async body that reads like the spec's sentence, answering its
 * value or, early, a `refuse(...)`. A typed failure keeps its kind up to the HTTP edge; anything else
 * thrown (a store that fails) becomes Unexpected here, once.
 */
export const useCase =
  <T>(body: () => Promise<T | Refusal>): TE.TaskEither<AppError, T> =>
  async () => {
    try {
      const outcome = await body();
      return outcome instanceof Refusal ? E.left(outcome.error) : E.right(outcome);
    } catch (error) {
      return E.left(error instanceof Refusal ? error.error : unexpected(error));
    }
  };

/** Inside a use case's body: the value of a step, or its typed failure ending the use case with the same kind. */
export const must = async <T>(step: TE.TaskEither<AppError, T>): Promise<T> => {
  const result = await step();
  if (E.isLeft(result)) throw result.left.kind === 'Unexpected' ? result.left.cause : new Refusal(result.left);
  return result.right;
};

/**
 * Inside a use case's body: a write whose broken unique index refuses with the Conflict given for that
 * field, so two racing requests get the same answer as one that found the duplicate first.
 */
export const unique = async <T>(write: () => Promise<T>, messages: Readonly<Record<string, string>>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueViolation) throw new Refusal(conflict(messages[error.field] ?? 'This already exists'));
    throw error;
  }
};
