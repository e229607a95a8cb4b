/*
 * A company's logo: accepted only as a PNG or JPEG by its bytes and at most 2 MB, stored before
 * the record that points at it, and removed again when that record cannot be written.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type Company, COMPANY_MESSAGES, isLogoSizeAllowed } from '../../domain/company.js';
import { type DetectedMediaType, imageMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import { type AppError, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import { attempt } from '../task.js';

/** The bytes of an uploaded logo, as received. */
export interface LogoUpload {
  readonly bytes: Uint8Array;
}

export interface AcceptedLogo {
  readonly bytes: Uint8Array;
  readonly contentType: DetectedMediaType;
}

/** Checks an upload's size and type; no upload is fine (the logo stays as it is). */
export const acceptLogo = (upload: LogoUpload | null): TE.TaskEither<AppError, AcceptedLogo | null> => {
  if (upload === null) return TE.right(null);
  if (!isLogoSizeAllowed(upload.bytes.length)) return TE.left(payloadTooLarge(COMPANY_MESSAGES.logoTooLarge));
  const contentType = imageMediaType(upload.bytes);
  return contentType === null
    ? TE.left(unsupportedMediaType(UPLOAD_MESSAGES.imageNotPngOrJpeg))
    : TE.right({ bytes: upload.bytes, contentType });
};

/**
 * Stores the logo (if any), then runs `write` with its key (null without a logo). When the write
 * fails the stored file is deleted again, so a refused or failed write leaves no file behind.
 */
export const writeWithLogo = <T>(
  files: FileStorage,
  logo: AcceptedLogo | null,
  write: (logoKey: string | null) => TE.TaskEither<AppError, T>,
): TE.TaskEither<AppError, T> =>
  logo === null
    ? write(null)
    : pipe(
        attempt(() => files.put(logo.bytes, logo.contentType)),
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

/**
 * Deletes a stored file no record points at any more. Best effort: the records are already right,
 * and a file that could not be deleted is unreachable, so the caller's answer does not depend on it.
 */
export const discardFile = (files: FileStorage, key: string | null): TE.TaskEither<never, void> =>
  key === null
    ? TE.right(undefined)
    : pipe(
        attempt(() => files.delete(key)),
        TE.orElse((): TE.TaskEither<never, void> => TE.right(undefined)),
      );

/**
 * Changes a company through `write`, pointing it at the uploaded logo (or keeping its logo when
 * none was uploaded), and deletes the old logo only once the stored record points at the new one.
 */
export const changeWithLogo = (
  files: FileStorage,
  company: Company,
  logo: AcceptedLogo | null,
  write: (logoKey: string | null) => TE.TaskEither<AppError, Company>,
): TE.TaskEither<AppError, Company> =>
  pipe(
    writeWithLogo(files, logo, (newKey) => write(newKey ?? company.logoKey)),
    TE.chainFirstW((changed) =>
      changed.logoKey === company.logoKey ? TE.right(undefined) : discardFile(files, company.logoKey),
    ),
  );
