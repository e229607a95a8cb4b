import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { cvFileName, ownCvKey } from '../../domain/cv.js';
import { STUDENT_CV_NOT_FOUND } from '../../domain/messages.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { FileStorage, StoredFile } from '../ports/file-storage.js';
import type { GetStudent } from './get-student.js';
import { storedFile } from '../files/stored-files.js';

/** A CV to save, under the name the domain gives it. */
export interface CvDownload {
  readonly fileName: string;
  readonly file: StoredFile;
}

/** A student downloads their own CV (GET /student/get-cv/), the general one or the one for a company. */
export class GetStudentCv {
  constructor(
    private readonly files: FileStorage,
    private readonly getStudent: GetStudent,
  ) {}

  execute(actor: Actor, companyId: string | null): TE.TaskEither<AppError, CvDownload> {
    return pipe(
      this.getStudent.execute(actor),
      TE.chain((student) =>
        pipe(
          storedFile(this.files, ownCvKey(student, companyId), STUDENT_CV_NOT_FOUND),
          TE.map((file) => ({ fileName: cvFileName(student), file })),
        ),
      ),
    );
  }
}
