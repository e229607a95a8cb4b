import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, notFound } from '../errors.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import { attempt, required } from '../task.js';

/** The stored file under `key`; no key, or a file gone from storage, is `missing`. */
export const storedFile = (
  files: FileStorage,
  key: string | null,
  missing: string,
): TE.TaskEither<AppError, StoredFile> =>
  key === null
    ? TE.left(notFound(missing))
    : pipe(
        attempt(() => files.get(key)),
        TE.chain(required(notFound(missing))),
      );
