import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { AcceptedUpload } from '../files/accept-upload.js';
import { studentChanged } from '../fair-events.js';
import { pointingTold, replaceStoredFile } from '../files/stored-files.js';
import type { EventFeed } from '../ports/events.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { UnitOfWork } from '../ports/units.js';

/** What replacing a CV writes to and tells. */
export interface CvPorts {
  readonly students: StudentRepository;
  readonly files: FileStorage;
  readonly events: EventFeed;
  readonly units: UnitOfWork;
}

/** Whose CV, and for which company (null: the general CV). */
export interface CvTarget {
  readonly studentId: string;
  readonly companyId: string | null;
}

/**
 * Stores an accepted CV as the student's CV for the target company and removes the one it
 * replaces. Only that CV's key is written, so anything else saved meanwhile is kept; a student
 * deleted meanwhile is `studentGone`, and the new file goes again.
 */
export const replaceStudentCv = (
  { students, files, events, units }: CvPorts,
  upload: AcceptedUpload,
  { studentId, companyId }: CvTarget,
  studentGone: AppError,
): TaskEither<AppError, string> =>
  replaceStoredFile(
    files,
    upload,
    pointingTold(
      units,
      events,
      (key) =>
        companyId === null ? students.setCvKey(studentId, key) : students.setCompanyCvKey(studentId, companyId, key),
      studentChanged(studentId),
    ),
    studentGone,
  );
