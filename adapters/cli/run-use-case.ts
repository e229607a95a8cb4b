import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../../application/errors.js';

/** Runs a use case's task for a command: its value, or an Error whose message tells the operator what went wrong. */
export const runUseCase = async <T>(task: TaskEither<AppError, T>): Promise<T> => {
  const result = await task();
  if (result._tag === 'Right') return result.right;
  const error = result.left;
  if (error.kind === 'Validation') throw new Error(error.failures.map((f) => `${f.field}: ${f.message}`).join('; '));
  if (error.kind === 'Unexpected') {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    throw new Error(`${error.message} (${cause})`, { cause: error.cause });
  }
  throw new Error(error.message);
};
