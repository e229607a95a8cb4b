/*
 * Files behind records (CVs, pictures, logos): a record points at a file only once the file is
 * safely stored, and a file goes only once no record points at it (design.md §2). A file that
 * cannot be removed is wasted space, never a broken link.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type AppError, notFound } from '../errors.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import type { FairEvent } from '../../domain/fair-event.js';
import { announce } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import type { UnitOfWork } from '../ports/units.js';
import { must, Refusal, refuse, useCase } from '../task.js';

/** The stored file under `key`; no key, or a file gone from storage, is NotFound with `missing`. */
export const storedFile = (files: FileStorage, key: string | null, missing: string): TaskEither<AppError, StoredFile> =>
  useCase(async () => (key === null ? null : await files.get(key)) ?? refuse(notFound(missing)));

const removeQuietly = async (files: FileStorage, key: string | null): Promise<void> => {
  if (key !== null) await files.delete(key).catch(() => undefined);
};

/**
 * Deletes a stored file no record points at any more. Best effort: the records are already right,
 * so the caller's answer does not depend on it.
 */
export const discardFile =
  (files: FileStorage, key: string | null): TaskEither<never, void> =>
  async () => {
    await removeQuietly(files, key);
    return E.right(undefined);
  };

/**
 * Stores `bytes`, then runs `write` with the new key; when the write refuses or fails the new file
 * is removed again, so it leaves no file behind.
 */
const storeThen = async <T>(
  files: FileStorage,
  upload: { readonly bytes: Uint8Array; readonly contentType: string },
  write: (key: string) => Promise<T | Refusal>,
): Promise<T | Refusal> => {
  const key = await files.put(upload.bytes, upload.contentType);
  try {
    const written = await write(key);
    if (written instanceof Refusal) await removeQuietly(files, key);
    return written;
  } catch (error) {
    await removeQuietly(files, key);
    throw error;
  }
};

/**
 * Stores `bytes`, then runs `write` with the new key; when the write fails the new file is
 * discarded again, so a refused or failed write leaves no file behind.
 */
export const storeThenWrite = <T>(
  files: FileStorage,
  upload: { readonly bytes: Uint8Array; readonly contentType: string },
  write: (key: string) => TaskEither<AppError, T>,
): TaskEither<AppError, T> => useCase(() => storeThen(files, upload, (key) => must(write(key))));

/** Points a record at a stored file; answers the key it pointed at before, or null when the record is gone. */
export type PointRecordAt = (key: string) => Promise<{ readonly previous: string | null } | null>;

/**
 * The pointing and the event telling of it, in one unit (docs/architecture.md, "Units of work"):
 * the files around it stay outside, as nothing undoes them.
 */
export const pointingTold =
  (units: UnitOfWork, events: EventFeed, point: PointRecordAt, told: FairEvent): PointRecordAt =>
  (key) =>
    units.allOrNothing(async () => {
      const pointed = await point(key);
      if (pointed !== null) await must(announce(events, told));
      return pointed;
    });

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
): TaskEither<AppError, string> =>
  useCase(async () => {
    const replaced = await storeThen(files, upload, async (key) => {
      const pointed = await pointRecordAt(key);
      return pointed === null ? refuse(recordGone) : { key, previous: pointed.previous };
    });
    if (replaced instanceof Refusal) return replaced;
    await removeQuietly(files, replaced.previous);
    return replaced.key;
  });
