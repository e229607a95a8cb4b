import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { ownCvKey, withCvKey } from '../../domain/cv.js';
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
 * replaces. The student is re-read just before the write, so a profile saved meanwhile is kept;
 * a student deleted meanwhile is `studentGone`, and the new file goes again.
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
    async (key) => {
      const student = await students.findById(studentId);
      if (!student) return null;
      await students.update(withCvKey(student, companyId, key));
      return { previous: ownCvKey(student, companyId) };
    },
    studentGone,
  );
