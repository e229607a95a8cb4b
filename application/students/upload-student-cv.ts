import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../domain/cv.js';
import { selectsCompany } from '../../domain/selection.js';
import { STUDENT_FILE_MESSAGES } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { cvMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import { accountGone, findCompany } from '../find-records.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CompanyRepository, InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import { acceptUpload, type UploadRule } from '../files/accept-upload.js';
import type { GetStudent } from './get-student.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';
import { replaceStudentCv } from './student-cvs.js';

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
 * company they selected or have an interview with (spec §2 /student/selected), which replaces only
 * that company's.
 */
export class UploadStudentCv {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly interviews: InterviewRepository,
    private readonly files: FileStorage,
    private readonly getStudent: GetStudent,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, bytes: Uint8Array | null, companyId: string | null): TE.TaskEither<AppError, Student> {
    return pipe(
      TE.fromEither(acceptUpload(bytes, CV_UPLOAD)),
      TE.chainFirst(() =>
        pipe(
          this.getStudent.execute(actor),
          TE.chain((student) => this.requireChosenCompany(student, companyId)),
        ),
      ),
      TE.chain((upload) =>
        replaceStudentCv(this.students, this.files, upload, { studentId: actor.id, companyId }, accountGone()),
      ),
      TE.chain(() => announce(this.events, studentChanged(actor.id))),
      TE.chain(() => this.getStudent.execute(actor)),
    );
  }

  private requireChosenCompany(student: Student, companyId: string | null): TE.TaskEither<AppError, unknown> {
    if (companyId === null) return TE.right(null);
    return pipe(
      findCompany(this.companies, companyId),
      TE.chain(() =>
        selectsCompany(student.selection, companyId)
          ? TE.right(null)
          : pipe(
              attempt(() => this.interviews.findByStudentAndCompany(student.id, companyId)),
              TE.chain(required(forbidden(STUDENT_ACCOUNT_MESSAGES.companyNotChosen))),
            ),
      ),
    );
  }
}
