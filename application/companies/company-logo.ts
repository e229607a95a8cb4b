/*
 * A company's logo: accepted only as a PNG or JPEG by its bytes and at most 2 MB, stored before
 * the record that points at it, and removed again when that record cannot be written.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type Company, COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../domain/company.js';
import { STUDENT_FILE_MESSAGES } from '../../domain/student-files.js';
import { imageMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import { type AppError, notFound } from '../errors.js';
import { type AcceptedUpload, acceptUpload, type UploadRule } from '../files/accept-upload.js';
import { pointingTold, replaceStoredFile, storeThenWrite } from '../files/stored-files.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { UnitOfWork } from '../ports/units.js';
import { announce, companyChanged } from '../fair-events.js';
import { must, refuse, useCase } from '../task.js';

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
export const acceptLogo = (upload: LogoUpload | null): TaskEither<AppError, AcceptedUpload | null> =>
  useCase(async () => {
    if (upload === null) return null;
    const accepted = acceptUpload(upload.bytes, LOGO_UPLOAD);
    return E.isLeft(accepted) ? refuse(accepted.left) : accepted.right;
  });

/**
 * Stores the logo (if any), then runs `write` with its key (null without a logo). When the write
 * fails the stored file is deleted again, so a refused or failed write leaves no file behind.
 */
export const writeWithLogo = <T>(
  files: FileStorage,
  logo: AcceptedUpload | null,
  write: (logoKey: string | null) => TaskEither<AppError, T>,
): TaskEither<AppError, T> => (logo === null ? write(null) : storeThenWrite(files, logo, write));

/** What changing a company with its logo writes to and tells. */
export interface LogoPorts {
  readonly files: FileStorage;
  readonly companies: CompanyRepository;
  readonly events: EventFeed;
  readonly units: UnitOfWork;
}

/**
 * Changes a company's account through `write` (which leaves the logo alone), then, when a logo was
 * uploaded, stores it and points the company at it in one atomic step that answers the logo it
 * replaced, and deletes that one: however many logo uploads race, each removes the file it
 * displaced, so only the one pointed at stays. A refused account write stores no logo at all.
 */
export const changeWithLogo = (
  { files, companies, events, units }: LogoPorts,
  companyId: string,
  logo: AcceptedUpload | null,
  write: () => TaskEither<AppError, Company>,
): TaskEither<AppError, Company> =>
  useCase(async () => {
    // Each write to the company's record is one unit with its event; the files stay outside them.
    const changed = await units.allOrNothing(async () => {
      const written = await must(write());
      await must(announce(events, companyChanged(companyId)));
      return written;
    });
    if (logo === null) return changed;
    const pointAtLogo = pointingTold(
      units,
      events,
      (key) => companies.setLogoKey(companyId, key),
      companyChanged(companyId),
    );
    const logoKey = await must(replaceStoredFile(files, logo, pointAtLogo, notFound(NOT_FOUND_MESSAGES.company)));
    return { ...changed, logoKey };
  });
