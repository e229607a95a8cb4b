import type { CvDownloadRecord } from '../../domain/cv-download.js';

/** Every CV a company's side downloaded (domain/cv-download.ts), one record per CV handed over. */
export interface CvDownloadRepository {
  /** Records the downloads (a CV bundle records one per CV in it). */
  record(downloads: readonly CvDownloadRecord[]): Promise<void>;
  /** The student's CVs downloaded, newest first. */
  listForStudent(studentId: string): Promise<readonly CvDownloadRecord[]>;
  /** How many CVs the company's side has downloaded: a CV downloaded twice counts twice. */
  countForCompany(companyId: string): Promise<number>;
  /**
   * Keeps the student's downloads under no one (ERASED_STUDENT), so the companies' counts stay
   * while nothing names the student; answers how many.
   */
  forgetStudent(studentId: string): Promise<number>;
}
