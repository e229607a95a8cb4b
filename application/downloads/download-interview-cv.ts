import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CV_MESSAGES, cvFileName, cvKeyForCompany } from '../../domain/cv.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CvDownload } from '../students/get-student-cv.js';
import type { InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { findInterview } from '../find-records.js';
import { attempt, required } from '../task.js';

/**
 * The CV of an interview's student as that company gets it (GET /interview/get-cv): the copy the
 * student made for the company, else the general CV. Only the company, its coordinators and admins.
 */
export class DownloadInterviewCv {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly students: StudentRepository,
    private readonly files: FileStorage,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, interviewId: string): TE.TaskEither<AppError, CvDownload> {
    return pipe(
      findInterview(this.interviews, interviewId),
      TE.chainFirst((interview) => this.companyOfActor.requireOrAdmin(actor, interview.companyId)),
      TE.chain((interview) =>
        pipe(
          attempt(() => this.students.findById(interview.studentId)),
          TE.chain(required(notFound(CV_MESSAGES.notFound))),
          TE.chain((student) =>
            pipe(
              storedFile(this.files, cvKeyForCompany(student, interview.companyId), CV_MESSAGES.notFound),
              TE.map((file) => ({ fileName: cvFileName(student), file })),
            ),
          ),
        ),
      ),
    );
  }
}
