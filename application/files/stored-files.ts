/*
 * Files behind records (CVs, pictures, logos): a record points at a file only once the file is
 * safely stored, and a file goes only once no record points at it (design.md §2). A file that
 * cannot be removed is wasted space, never a broken link.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, notFound } from '../errors.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import { attempt, required } from '../task.js';

/** The stored file under `key`; no key, or a file gone from storage, is NotFound with `missing`. */
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

const removeQuietly = (files: FileStorage, key: string): Promise<void> => files.delete(key).catch(() => undefined);

/**
 * Deletes a stored file no record points at any more. Best effort: the records are already right,
 * so the caller's answer does not depend on it.
 */
export const discardFile = (files: FileStorage, key: string | null): TE.TaskEither<never, void> =>
  key === null ? TE.right(undefined) : TE.fromTask(() => removeQuietly(files, key));

/**
 * Stores `bytes`, then runs `write` with the new key; when the write fails the new file is
 * discarded again, so a refused or failed write leaves no file behind.
 */
export const storeThenWrite = <T>(
  files: FileStorage,
  upload: { readonly bytes: Uint8Array; readonly contentType: string },
  write: (key: string) => TE.TaskEither<AppError, T>,
): TE.TaskEither<AppError, T> =>
  pipe(
    attempt(() => files.put(upload.bytes, upload.contentType)),
    TE.chain((key) =>
      pipe(
        write(key),
        TE.orElse((error) =>
          pipe(
            discardFile(files, key),
            TE.chainW(() => TE.left(error)),
          ),
        ),
      ),
    ),
  );

/** Points a record at a stored file; answers the key it pointed at before, or null when the record is gone. */
export type PointRecordAt = (key: string) => Promise<{ readonly previous: string | null } | null>;

/**
 * Replaces a record's file without a moment in which it points at nothing: the new file is
 * stored first, then the record points at it, and only then is the old one removed. When the
 * record cannot be pointed at the new file (gone: `recordGone`), the new file is removed and the
 * old one stays.
 */
export const replaceStoredFile = (
  files: FileStorage,
  upload: { readonly bytes: Uint8Array; readonly contentType: string },
  pointRecordAt: PointRecordAt,
  recordGone: AppError,
): TE.TaskEither<AppError, string> =>
  pipe(
    storeThenWrite(files, upload, (key) =>
      pipe(
        attempt(() => pointRecordAt(key)),
        TE.chain(required(recordGone)),
        TE.map(({ previous }) => ({ key, previous })),
      ),
    ),
    TE.chainFirstW(({ previous }) => discardFile(files, previous)),
    TE.map(({ key }) => key),
  );
