import * as TE from 'fp-ts/lib/TaskEither.js';
import { type AppError, unexpected } from './errors.js';

/** Runs a port call; a thrown error becomes an Unexpected AppError. */
export const attempt = <T>(run: () => Promise<T>): TE.TaskEither<AppError, T> => TE.tryCatch(run, unexpected);

/** Fails with `error` when the value is null. */
export const required =
  (error: AppError) =>
  <T>(value: T | null | undefined): TE.TaskEither<AppError, T> =>
    value === null || value === undefined ? TE.left(error) : TE.right(value);
