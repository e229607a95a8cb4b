/*
 * A CV handed to a company's side: the student's, to which company, when, and who asked for it (the
 * company's account or one of its recruiters, a coordinator of it, or an administrator fetching the
 * company's CVs). A student sees these in their data; a company's report counts them.
 */

export interface CvDownloadRecord {
  readonly studentId: string;
  readonly companyId: string;
  readonly downloadedAt: Date;
  /** The id of who downloaded it: a recruiter's own id when a recruiter did. */
  readonly by: string;
}

/** The student a download is kept under once the student has erased their account: no one. */
export const ERASED_STUDENT = 'erased';
