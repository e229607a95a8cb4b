import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../domain/cv.js';
import { STUDENT_FILE_MESSAGES } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { cvMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound, unauthenticated } from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CompanyRepository, StudentRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import { acceptUpload, type UploadRule } from './accept-upload.js';
import type { GetStudent } from './get-student.js';
import { replaceStoredFile } from './replace-stored-file.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';
import { cvKeyOf, withCv } from './student-cvs.js';

export const CV_UPLOAD: UploadRule = {
  field: 'cv',
  maxBytes: CV_MAX_BYTES,
  detect: cvMediaType,
  missing: STUDENT_FILE_MESSAGES.cvMissing,
  tooLarge: CV_MESSAGES.tooLarge,
  wrongType: UPLOAD_MESSAGES.cvNotPdf,
};

/**
 * A student uploads a CV (POST /student/upload-cv/): the general one, or one meant for a single
 * company of the fair (spec §2 /student/selected), which replaces only that company's.
 */
export class UploadStudentCv {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly files: FileStorage,
    private readonly getStudent: GetStudent,
  ) {}

  execute(actor: Actor, bytes: Uint8Array | null, companyId: string | null): TE.TaskEither<AppError, Student> {
    return pipe(
      TE.fromEither(acceptUpload(bytes, CV_UPLOAD)),
      TE.chainFirst(() => this.getStudent.execute(actor)),
      TE.chainFirst(() => this.requireCompany(companyId)),
      TE.chain((upload) =>
        replaceStoredFile(
          this.files,
          upload,
          async (key) => {
            const student = await this.students.findById(actor.id);
            if (!student) return null;
            await this.students.update(withCv(student, companyId, key));
            return { previous: cvKeyOf(student, companyId) };
          },
          unauthenticated(STUDENT_ACCOUNT_MESSAGES.accountGone),
        ),
      ),
      TE.chain(() => this.getStudent.execute(actor)),
    );
  }

  private requireCompany(companyId: string | null): TE.TaskEither<AppError, unknown> {
    if (companyId === null) return TE.right(null);
    return pipe(
      attempt(() => this.companies.findById(companyId)),
      TE.chain(required(notFound(STUDENT_ACCOUNT_MESSAGES.companyNotFound))),
    );
  }
}
