import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CV_MAX_BYTES, CV_MESSAGES } from '../../domain/cv.js';
import { selectsCompany } from '../../domain/selection.js';
import type { Student } from '../../domain/student.js';
import { cvMediaType, UPLOAD_MESSAGES } from '../../domain/upload.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import {
  type AppError,
  forbidden,
  notFound,
  payloadTooLarge,
  unauthenticated,
  unsupportedMediaType,
  validation,
} from '../errors.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CompanyRepository, InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

export const INTERVIEW_NOT_FOUND = 'Interview not found';
export const CV_COMPANY_REQUIRED = 'Choose the company this CV is for';
export const CV_INTERVIEW_REQUIRED = 'Choose the interview this CV is for';
export const CV_COMPANY_NOT_SELECTED = 'You can upload a CV only for a company you selected or have an interview with';
export const CV_COMPANY_NOT_FOUND = 'Company not found';
export const ONLY_STUDENT_OR_COMPANY_UPLOADS = 'Only a student, a company or its coordinator can upload a CV here';

/** Who the CV is for: a student's company id, or a company's interview id. */
export interface InterviewCvTarget {
  readonly company: string;
  readonly id: string;
}

interface CvOwner {
  readonly studentId: string;
  readonly companyId: string;
}

/**
 * A company-specific CV (POST /interview/upload-cv/): a student sends one for a company they chose
 * or have an interview with; a company or its coordinator stores a CV collected at the desk as the
 * interviewee's CV for that company. The file is stored first, then the student points at it, and
 * only then is the file it replaces deleted; if the student cannot be updated the new file goes.
 */
export class UploadInterviewCv {
  constructor(
    private readonly students: StudentRepository,
    private readonly companies: CompanyRepository,
    private readonly interviews: InterviewRepository,
    private readonly files: FileStorage,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, target: InterviewCvTarget, bytes: Uint8Array): TE.TaskEither<AppError, Student> {
    return pipe(
      this.checkFile(bytes),
      TE.chain(() => this.ownerFor(actor, target)),
      TE.chain((owner) => this.store(owner, bytes)),
    );
  }

  private checkFile(bytes: Uint8Array): TE.TaskEither<AppError, string> {
    if (bytes.length > CV_MAX_BYTES) return TE.left(payloadTooLarge(CV_MESSAGES.tooLarge));
    const mediaType = cvMediaType(bytes);
    return mediaType === null ? TE.left(unsupportedMediaType(UPLOAD_MESSAGES.cvNotPdf)) : TE.right(mediaType);
  }

  private ownerFor(actor: Actor, target: InterviewCvTarget): TE.TaskEither<AppError, CvOwner> {
    if (actor.role === 'student') return this.studentsOwnCompany(actor.id, target.company);
    if (actor.role === 'company' || actor.role === 'coordinator') return this.intervieweeOf(actor, target.id);
    return TE.left(forbidden(ONLY_STUDENT_OR_COMPANY_UPLOADS));
  }

  private studentsOwnCompany(studentId: string, companyId: string): TE.TaskEither<AppError, CvOwner> {
    if (companyId.trim() === '') return TE.left(validation([{ field: 'company', message: CV_COMPANY_REQUIRED }]));
    return pipe(
      attempt(() => this.students.findById(studentId)),
      TE.chain(required(unauthenticated('This account no longer exists'))),
      TE.chainFirst(() =>
        pipe(
          attempt(() => this.companies.findById(companyId)),
          TE.chain(required(notFound(CV_COMPANY_NOT_FOUND))),
        ),
      ),
      TE.chain((student) =>
        selectsCompany(student.selection, companyId)
          ? TE.right(student)
          : pipe(
              attempt(() => this.interviews.findByStudentAndCompany(studentId, companyId)),
              TE.chain(required(forbidden(CV_COMPANY_NOT_SELECTED))),
              TE.map(() => student),
            ),
      ),
      TE.map(() => ({ studentId, companyId })),
    );
  }

  private intervieweeOf(actor: Actor, interviewId: string): TE.TaskEither<AppError, CvOwner> {
    if (interviewId.trim() === '') return TE.left(validation([{ field: 'id', message: CV_INTERVIEW_REQUIRED }]));
    return pipe(
      attempt(() => this.interviews.findById(interviewId)),
      TE.chain(required(notFound(INTERVIEW_NOT_FOUND))),
      TE.chainFirst((interview) => this.companyOfActor.require(actor, interview.companyId)),
      TE.map((interview) => ({ studentId: interview.studentId, companyId: interview.companyId })),
    );
  }

  private store({ studentId, companyId }: CvOwner, bytes: Uint8Array): TE.TaskEither<AppError, Student> {
    const withoutNewFile =
      (newKey: string) =>
      (error: AppError): TE.TaskEither<AppError, never> =>
        pipe(
          attempt(() => this.files.delete(newKey)),
          TE.chain(() => TE.left(error)),
        );
    return pipe(
      attempt(() => this.files.put(bytes, 'application/pdf')),
      TE.chain((newKey) => pipe(this.pointAt(studentId, companyId, newKey), TE.orElseW(withoutNewFile(newKey)))),
      TE.chainFirst(({ replaced }) =>
        replaced === null ? TE.right(undefined) : attempt(() => this.files.delete(replaced)),
      ),
      TE.map(({ student }) => student),
    );
  }

  /** Points the student (read afresh, so a change made meanwhile is kept) at the new file. */
  private pointAt(
    studentId: string,
    companyId: string,
    key: string,
  ): TE.TaskEither<AppError, { student: Student; replaced: string | null }> {
    return pipe(
      attempt(() => this.students.findById(studentId)),
      TE.chain(required(notFound('Student not found'))),
      TE.chain((current) => {
        const replaced = Object.hasOwn(current.companyCvKeys, companyId)
          ? (current.companyCvKeys[companyId] ?? null)
          : null;
        const student = { ...current, companyCvKeys: { ...current.companyCvKeys, [companyId]: key } };
        return attempt(async () => {
          await this.students.update(student);
          return { student, replaced };
        });
      }),
    );
  }
}
