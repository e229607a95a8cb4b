import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Student } from '../../domain/student.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, notFound, validation } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import type { EventFeed } from '../ports/events.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { acceptUpload } from '../files/accept-upload.js';
import { type CvTarget, replaceStudentCv } from '../students/student-cvs.js';
import { CV_UPLOAD, type UploadStudentCv } from '../students/upload-student-cv.js';
import { findInterview } from '../find-records.js';
import { attempt, required } from '../task.js';

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
export class UploadInterviewCv {
  constructor(
    private readonly students: StudentRepository,
    private readonly interviews: InterviewRepository,
    private readonly files: FileStorage,
    private readonly companyOfActor: CompanyOfActor,
    private readonly uploadStudentCv: UploadStudentCv,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, target: InterviewCvTarget, bytes: Uint8Array | null): TE.TaskEither<AppError, Student> {
    if (actor.role === 'student') {
      if (target.company.trim() === '')
        return TE.left(validation([{ field: 'company', message: CV_COMPANY_REQUIRED }]));
      return this.uploadStudentCv.execute(actor, bytes, target.company);
    }
    return pipe(
      TE.Do,
      TE.apS('upload', TE.fromEither(acceptUpload(bytes, CV_UPLOAD))),
      TE.bind('owner', () => this.ownerFor(actor, target)),
      TE.chain(({ upload, owner }) =>
        pipe(
          replaceStudentCv(this.students, this.files, upload, owner, notFound(INTERVIEWEE_GONE)),
          TE.chain(() => announce(this.events, studentChanged(owner.studentId))),
          TE.chain(() => attempt(() => this.students.findById(owner.studentId))),
          TE.chain(required(notFound(INTERVIEWEE_GONE))),
        ),
      ),
    );
  }

  private ownerFor(actor: Actor, target: InterviewCvTarget): TE.TaskEither<AppError, CvTarget> {
    if (actor.role === 'company' || actor.role === 'coordinator') return this.intervieweeOf(actor, target.id);
    return TE.left(forbidden(ONLY_STUDENT_OR_COMPANY_UPLOADS));
  }

  private intervieweeOf(actor: Actor, interviewId: string): TE.TaskEither<AppError, CvTarget> {
    if (interviewId.trim() === '') return TE.left(validation([{ field: 'id', message: CV_INTERVIEW_REQUIRED }]));
    return pipe(
      findInterview(this.interviews, interviewId),
      TE.chainFirst((interview) => this.companyOfActor.require(actor, interview.companyId)),
      TE.map((interview) => ({ studentId: interview.studentId, companyId: interview.companyId })),
    );
  }
}
