import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CV_MESSAGES, cvFileName, cvKeyForCompany } from '../../domain/cv.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import { type Actor, downloader } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { storedFile } from '../files/stored-files.js';
import type { CvDownload } from '../students/get-student-cv.js';
import { findInterview } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { CvDownloadWindow } from './cv-download-window.js';

/**
 * The CV of an interview's student as that company gets it (GET /interview/get-cv): the copy the
 * student made for the company, else the general CV. Only the company, its coordinators and admins;
 * the download is recorded (domain/cv-download.ts). After the download window (CvDownloadWindow), a 403.
 */
export class DownloadInterviewCv extends Needs(['interviews', 'students', 'files', 'cvDownloads', 'clock'], {
  companyOfActor: CompanyOfActor,
  window: CvDownloadWindow,
}) {
  execute(actor: Actor, interviewId: string): TaskEither<AppError, CvDownload> {
    return useCase(async () => {
      const interview = await must(findInterview(this.deps.interviews, interviewId));
      await must(this.deps.companyOfActor.requireOrAdmin(actor, interview.companyId));
      await must(this.deps.window.requireOpen());
      const student = await this.deps.students.findById(interview.studentId);
      if (student === null) return refuse(notFound(CV_MESSAGES.notFound));
      const file = await must(
        storedFile(this.deps.files, cvKeyForCompany(student, interview.companyId), CV_MESSAGES.notFound),
      );
      await this.deps.cvDownloads.record([
        {
          studentId: student.id,
          companyId: interview.companyId,
          downloadedAt: this.deps.clock.now(),
          by: downloader(actor),
        },
      ]);
      return { fileName: cvFileName(student), file };
    });
  }
}
