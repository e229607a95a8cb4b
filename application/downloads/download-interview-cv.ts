import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CV_MESSAGES, cvFileName, cvKeyForCompany } from '../../domain/cv.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { FileStorage } from '../ports/file-storage.js';
import type { CvDownload } from '../students/get-student-cv.js';
import type { InterviewRepository, StudentRepository } from '../ports/persistence.js';
import { findInterview } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

/**
 * The CV of an interview's student as that company gets it (GET /interview/get-cv): the copy the
 * student made for the company, else the general CV. Only the company, its coordinators and admins.
 */
export class DownloadInterviewCv {
  static readonly needs = ['interviews', 'students', 'files', CompanyOfActor] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly students: StudentRepository,
    private readonly files: FileStorage,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, interviewId: string): TaskEither<AppError, CvDownload> {
    return useCase(async () => {
      const interview = await must(findInterview(this.interviews, interviewId));
      await must(this.companyOfActor.requireOrAdmin(actor, interview.companyId));
      const student = await this.students.findById(interview.studentId);
      if (student === null) return refuse(notFound(CV_MESSAGES.notFound));
      const file = await must(
        storedFile(this.files, cvKeyForCompany(student, interview.companyId), CV_MESSAGES.notFound),
      );
      return { fileName: cvFileName(student), file };
    });
  }
}
