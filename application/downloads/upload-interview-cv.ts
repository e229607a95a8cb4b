import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, notFound, validation } from '../errors.js';
import { acceptUpload } from '../files/accept-upload.js';
import { type CvTarget, replaceStudentCv } from '../students/student-cvs.js';
import { CV_UPLOAD, UploadStudentCv } from '../students/upload-student-cv.js';
import { findInterview } from '../find-records.js';
import { must, Refusal, refuse, useCase } from '../task.js';

export const CV_COMPANY_REQUIRED = 'Choose the company this CV is for';
export const CV_INTERVIEW_REQUIRED = 'Choose the interview this CV is for';
export const ONLY_STUDENT_OR_COMPANY_UPLOADS = 'Only a student, a company or its coordinator can upload a CV here';
export const INTERVIEWEE_GONE = 'The student of this interview no longer exists';

/** Who the CV is for: a student's company id, or a company's interview id ('' when not sent). */
export interface InterviewCvTarget {
  readonly company: string;
  readonly id: string;
}

/**
 * A company-specific CV (POST /interview/upload-cv/): a student sends one for a company they chose
 * or have an interview with, exactly as through POST /student/upload-cv/; a company or its coordinator stores a CV collected at the desk as the
 * interviewee's CV for that company. The file is stored first, then the student points at it, and
 * only then is the file it replaces deleted; if the student cannot be updated the new file goes.
 */
export class UploadInterviewCv extends Needs(['students', 'interviews', 'files', 'events', 'units'], {
  companyOfActor: CompanyOfActor,
  uploadStudentCv: UploadStudentCv,
}) {
  execute(actor: Actor, target: InterviewCvTarget, bytes: Uint8Array | null): TaskEither<AppError, Student> {
    return useCase(async () => {
      if (actor.role === 'student') {
        if (target.company.trim() === '')
          return refuse(validation([{ field: 'company', message: CV_COMPANY_REQUIRED }]));
        return must(this.deps.uploadStudentCv.execute(actor, bytes, target.company));
      }
      const upload = acceptUpload(bytes, CV_UPLOAD);
      if (E.isLeft(upload)) return refuse(upload.left);
      const owner = await this.ownerFor(actor, target);
      if (owner instanceof Refusal) return owner;
      await must(replaceStudentCv(this.deps, upload.right, owner, notFound(INTERVIEWEE_GONE)));
      return (await this.deps.students.findById(owner.studentId)) ?? refuse(notFound(INTERVIEWEE_GONE));
    });
  }

  private async ownerFor(actor: Actor, target: InterviewCvTarget): Promise<CvTarget | Refusal> {
    if (actor.role !== 'company' && actor.role !== 'coordinator')
      return refuse(forbidden(ONLY_STUDENT_OR_COMPANY_UPLOADS));
    if (target.id.trim() === '') return refuse(validation([{ field: 'id', message: CV_INTERVIEW_REQUIRED }]));
    const interview = await must(findInterview(this.deps.interviews, target.id));
    await must(this.deps.companyOfActor.require(actor, interview.companyId));
    return { studentId: interview.studentId, companyId: interview.companyId };
  }
}
