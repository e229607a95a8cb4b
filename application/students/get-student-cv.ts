import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { cvFileName, ownCvKey } from '../../domain/cv.js';
import { STUDENT_CV_NOT_FOUND } from '../../domain/messages.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { StoredFile } from '../ports/file-storage.js';
import { must, useCase } from '../task.js';
import { GetStudent } from './get-student.js';
import { storedFile } from '../files/stored-files.js';

/** A CV to save, under the name the domain gives it. */
export interface CvDownload {
  readonly fileName: string;
  readonly file: StoredFile;
}

/** A student downloads their own CV (GET /student/get-cv/), the general one or the one for a company. */
export class GetStudentCv extends Needs(['files'], { getStudent: GetStudent }) {
  execute(actor: Actor, companyId: string | null): TaskEither<AppError, CvDownload> {
    return useCase(async () => {
      const student = await must(this.deps.getStudent.execute(actor));
      const file = await must(storedFile(this.deps.files, ownCvKey(student, companyId), STUDENT_CV_NOT_FOUND));
      return { fileName: cvFileName(student), file };
    });
  }
}
