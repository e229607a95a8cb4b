import * as TE from 'fp-ts/lib/TaskEither.js';
import { type AppError, conflict, unexpected } from './errors.js';
import { UniqueViolation } from './ports/persistence.js';

/** Runs a port call; a thrown error becomes an Unexpected AppError. */
export const attempt = <T>(run: () => Promise<T>): TE.TaskEither<AppError, T> => TE.tryCatch(run, unexpected);

/**
 * Runs a write; a unique index it would break becomes a Conflict with the message given for that
 * field, so two racing requests get the same answer as one that found the duplicate first.
 */
export const attemptUnique = <T>(
  run: () => Promise<T>,
  messages: Readonly<Record<string, string>>,
): TE.TaskEither<AppError, T> =>
  TE.tryCatch(run, (error) =>
    error instanceof UniqueViolation ? conflict(messages[error.field] ?? 'This already exists') : unexpected(error),
  );

/** Fails with `error` when the value is null. */
export const required =
  (error: AppError) =>
  <T>(value: T | null | undefined): TE.TaskEither<AppError, T> =>
    value === null || value === undefined ? TE.left(error) : TE.right(value);

/** Inside `attempt`: the value of a task, its failure thrown (an Unexpected one as its cause), for `attempt` to catch. */
export const valueOf = async <T>(task: TE.TaskEither<AppError, T>): Promise<T> => {
  const result = await task();
  if (result._tag === 'Right') return result.right;
  throw result.left.kind === 'Unexpected' ? result.left.cause : new Error(result.left.message);
};
