import { expect } from 'chai';
import { ERASED_STUDENT } from '../../../domain/cv-download.js';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const cvDownloadRepositoryContract = (open: OpenStore): void => {
  describe('CvDownloadRepository', () => {
    const store = freshStore(open);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

    it("lists a student's downloads newest first and counts a company's, a CV downloaded twice twice", async () => {
      const [student, other, company, elsewhere, by] = [anId(), anId(), anId(), anId(), anId()];
      await store().cvDownloads.record([
        { studentId: student, companyId: company, downloadedAt: at(1), by },
        { studentId: other, companyId: company, downloadedAt: at(1), by },
      ]);
      await store().cvDownloads.record([{ studentId: student, companyId: elsewhere, downloadedAt: at(5), by }]);
      await store().cvDownloads.record([{ studentId: student, companyId: company, downloadedAt: at(9), by }]);
      await store().cvDownloads.record([]);

      expect(await store().cvDownloads.listForStudent(student)).to.deep.equal([
        { studentId: student, companyId: company, downloadedAt: at(9), by },
        { studentId: student, companyId: elsewhere, downloadedAt: at(5), by },
        { studentId: student, companyId: company, downloadedAt: at(1), by },
      ]);
      expect(await store().cvDownloads.countForCompany(company)).to.equal(3);
      expect(await store().cvDownloads.countForCompany(anId())).to.equal(0);
    });

    it("forgets a student: their downloads still count for the company, under no one's name", async () => {
      const [student, company, by] = [anId(), anId(), anId()];
      await store().cvDownloads.record([{ studentId: student, companyId: company, downloadedAt: at(1), by }]);

      expect(await store().cvDownloads.forgetStudent(student)).to.equal(1);
      expect(await store().cvDownloads.listForStudent(student)).to.deep.equal([]);
      expect(await store().cvDownloads.listForStudent(ERASED_STUDENT)).to.have.length(1);
      expect(await store().cvDownloads.countForCompany(company)).to.equal(1);
    });
  });
};
