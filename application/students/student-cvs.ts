import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { AcceptedUpload } from '../files/accept-upload.js';
import { replaceStoredFile } from '../files/stored-files.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { StudentRepository } from '../ports/persistence.js';

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
  students: StudentRepository,
  files: FileStorage,
  upload: AcceptedUpload,
  { studentId, companyId }: CvTarget,
  studentGone: AppError,
): TaskEither<AppError, string> =>
  replaceStoredFile(
    files,
    upload,
    (key) =>
      companyId === null ? students.setCvKey(studentId, key) : students.setCompanyCvKey(studentId, companyId, key),
    studentGone,
  );
