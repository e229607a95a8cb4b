import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import { attempt, required } from '../task.js';

/** Points a record at a stored file; answers the key it pointed at before, or null when the record is gone. */
export type PointRecordAt = (key: string) => Promise<{ readonly previous: string | null } | null>;

// A file that cannot be removed is wasted space, never a broken link: no record points at it.
const removeQuietly = (files: FileStorage, key: string): Promise<void> => files.delete(key).catch(() => undefined);

/**
 * Replaces a record's file without a moment in which it points at nothing: the new file is
 * stored first, then the record points at it, and only then is the old one removed. When the
 * record cannot be pointed at the new file, the new file is removed and the old one stays.
 */
export const replaceStoredFile = (
  files: FileStorage,
  upload: { readonly bytes: Uint8Array; readonly contentType: string },
  pointRecordAt: PointRecordAt,
  recordGone: AppError,
): TE.TaskEither<AppError, string> =>
  pipe(
    attempt(async () => {
      const key = await files.put(upload.bytes, upload.contentType);
      let pointed;
      try {
        pointed = await pointRecordAt(key);
      } catch (error) {
        await removeQuietly(files, key);
        throw error;
      }
      if (pointed === null) {
        await removeQuietly(files, key);
        return null;
      }
      if (pointed.previous !== null) await removeQuietly(files, pointed.previous);
      return key;
    }),
    TE.chain(required(recordGone)),
  );
