import { randomUUID } from 'node:crypto';
import type { CvDownloadRepository } from '../../application/ports/cv-downloads.js';
import { type CvDownloadRecord, ERASED_STUDENT } from '../../domain/cv-download.js';
import type { CollectionSpec, DocumentCollection, DocumentDatabase } from './collection.js';

/** One document per CV handed over, under an id of its own. */
interface CvDownloadDocument extends CvDownloadRecord {
  readonly _id: string;
}

const CV_DOWNLOADS: CollectionSpec = {
  name: 'cvDownloads',
  indexes: [
    { fields: ['studentId'], only: 'embedded' },
    // A student's downloads, newest first, read along it on MongoDB.
    { fields: ['studentId', 'downloadedAt', '_id'], descending: ['downloadedAt', '_id'], only: 'mongodb' },
    // A company's downloads counted off it.
    { fields: ['companyId'] },
  ],
};

const fromDocument = ({ studentId, companyId, downloadedAt, by }: CvDownloadDocument): CvDownloadRecord => ({
  studentId,
  companyId,
  downloadedAt,
  by,
});

export class DocumentCvDownloadRepository implements CvDownloadRepository {
  private constructor(private readonly downloads: DocumentCollection<CvDownloadDocument>) {}

  static async open(database: DocumentDatabase): Promise<DocumentCvDownloadRepository> {
    return new DocumentCvDownloadRepository(await database.collection<CvDownloadDocument>(CV_DOWNLOADS));
  }

  async record(downloads: readonly CvDownloadRecord[]): Promise<void> {
    if (downloads.length === 0) return;
    await this.downloads.insertMany(
      downloads.map(({ studentId, companyId, downloadedAt, by }) => ({
        _id: randomUUID(),
        studentId,
        companyId,
        downloadedAt,
        by,
      })),
    );
  }

  async listForStudent(studentId: string): Promise<readonly CvDownloadRecord[]> {
    return (await this.downloads.find({ studentId }, { sort: { downloadedAt: -1, _id: -1 } })).map(fromDocument);
  }

  countForCompany(companyId: string): Promise<number> {
    return this.downloads.count({ companyId });
  }

  forgetStudent(studentId: string): Promise<number> {
    return this.downloads.set({ studentId }, { studentId: ERASED_STUDENT });
  }
}
