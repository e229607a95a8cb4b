import { expect } from 'chai';
import { aDeskScan } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const deskScanRepositoryContract = (open: OpenStore): void => {
  describe('DeskScanRepository', () => {
    const store = freshStore(open);

    it('records a scan once under its company and key, and answers the first for every later one', async () => {
      const scan = aDeskScan();

      expect(await store().deskScans.record(scan)).to.equal(null);
      expect(
        await store().deskScans.record({ ...scan, outcome: 'already', interviewId: 'f'.repeat(24) }),
      ).to.deep.equal(scan);
      expect(await store().deskScans.find(scan.companyId, scan.key)).to.deep.equal(scan);
    });

    it('keeps one key of two companies apart', async () => {
      const ours = aDeskScan();
      const theirs = aDeskScan({ key: ours.key });

      expect(await store().deskScans.record(ours)).to.equal(null);
      expect(await store().deskScans.record(theirs)).to.equal(null);
      expect(await store().deskScans.find(theirs.companyId, ours.key)).to.deep.equal(theirs);
      expect(await store().deskScans.find(ours.companyId, 'another-key')).to.equal(null);
    });

    it('lets exactly one of 20 records of one scan made at the same moment win', async () => {
      const scan = aDeskScan();
      const answers = await Promise.all(Array.from({ length: 20 }, () => store().deskScans.record(scan)));

      expect(answers.filter((answer) => answer === null)).to.have.length(1);
      expect(answers.filter((answer) => answer !== null)).to.deep.equal(Array.from({ length: 19 }, () => scan));
    });
  });
};
