/*
 * A company's logo: accepted only as a PNG or JPEG by its bytes and at most 2 MB, stored before
 * the record that points at it, and removed again when that record cannot be written.
 */
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type Company, COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../domain/company.js';
import { STUDENT_FILE_MESSAGES } from '../../domain/student-files.js';
import { imageMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { AppError } from '../errors.js';
import { type AcceptedUpload, acceptUpload, type UploadRule } from '../files/accept-upload.js';
import { discardFile, storeThenWrite } from '../files/stored-files.js';
import type { FileStorage } from '../ports/file-storage.js';

/** The bytes of an uploaded logo, as received. */
export interface LogoUpload {
  readonly bytes: Uint8Array;
}

export const LOGO_UPLOAD: UploadRule = {
  field: 'image',
  maxBytes: LOGO_MAX_BYTES,
  detect: imageMediaType,
  missing: STUDENT_FILE_MESSAGES.pictureMissing,
  tooLarge: COMPANY_MESSAGES.logoTooLarge,
  wrongType: UPLOAD_MESSAGES.imageNotPngOrJpeg,
};

/** Checks an upload's size and type; no upload is fine (the logo stays as it is). */
export const acceptLogo = (upload: LogoUpload | null): TE.TaskEither<AppError, AcceptedUpload | null> =>
  upload === null ? TE.right(null) : TE.fromEither(acceptUpload(upload.bytes, LOGO_UPLOAD));

/**
 * Stores the logo (if any), then runs `write` with its key (null without a logo). When the write
 * fails the stored file is deleted again, so a refused or failed write leaves no file behind.
 */
export const writeWithLogo = <T>(
  files: FileStorage,
  logo: AcceptedUpload | null,
  write: (logoKey: string | null) => TE.TaskEither<AppError, T>,
): TE.TaskEither<AppError, T> => (logo === null ? write(null) : storeThenWrite(files, logo, write));

/**
 * Changes a company through `write`, pointing it at the uploaded logo (or keeping its logo when
 * none was uploaded), and deletes the old logo only once the stored record points at the new one.
 */
export const changeWithLogo = (
  files: FileStorage,
  company: Company,
  logo: AcceptedUpload | null,
  write: (logoKey: string | null) => TE.TaskEither<AppError, Company>,
): TE.TaskEither<AppError, Company> =>
  pipe(
    writeWithLogo(files, logo, (newKey) => write(newKey ?? company.logoKey)),
    TE.chainFirstW((changed) =>
      changed.logoKey === company.logoKey ? TE.right(undefined) : discardFile(files, company.logoKey),
    ),
  );
