import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../domain/cv.js';
import { selectsCompany } from '../../domain/selection.js';
import { STUDENT_FILE_MESSAGES } from '../../domain/student-files.js';
import type { Student } from '../../domain/student.js';
import { cvMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { accountGone, findCompanyProfile } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { acceptUpload, type UploadRule } from '../files/accept-upload.js';
import { GetStudent } from './get-student.js';
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
export class UploadStudentCv extends Needs(['students', 'companies', 'interviews', 'files', 'events', 'units'], {
  getStudent: GetStudent,
}) {
  execute(actor: Actor, bytes: Uint8Array | null, companyId: string | null): TaskEither<AppError, Student> {
    return useCase(async () => {
      const upload = acceptUpload(bytes, CV_UPLOAD);
      if (E.isLeft(upload)) return refuse(upload.left);
      const student = await must(this.deps.getStudent.execute(actor));
      await must(this.requireChosenCompany(student, companyId));
      const target = { studentId: actor.id, companyId };
      await must(replaceStudentCv(this.deps, upload.right, target, accountGone()));
      return must(this.deps.getStudent.execute(actor));
    });
  }

  /** A CV for one company only when the student selected it or has an interview with it. */
  private requireChosenCompany(student: Student, companyId: string | null): TaskEither<AppError, void> {
    return useCase(async () => {
      if (companyId === null) return;
      await must(findCompanyProfile(this.deps.companies, companyId));
      if (selectsCompany(student.selection, companyId)) return;
      const interview = await this.deps.interviews.findByStudentAndCompany(student.id, companyId);
      if (!interview) return refuse(forbidden(STUDENT_ACCOUNT_MESSAGES.companyNotChosen));
    });
  }
}
