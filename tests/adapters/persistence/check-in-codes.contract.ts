import { expect } from 'chai';
import { anId } from '../../support/builders.js';
import { freshStore, type OpenStore } from './fresh-store.js';

export const checkInCodeRepositoryContract = (open: OpenStore): void => {
  describe('CheckInCodeRepository', () => {
    const store = freshStore(open);

    it('tells the student a remembered code was handed to, and null for a code never handed out', async () => {
      const student = anId();
      await store().checkInCodes.remember('AB12345678', student);

      expect(await store().checkInCodes.studentOf('AB12345678')).to.equal(student);
      expect(await store().checkInCodes.studentOf('AB87654321')).to.equal(null);
    });

    it('remembers the same code for the same student many times at once, as one', async () => {
      const student = anId();
      await Promise.all(Array.from({ length: 8 }, () => store().checkInCodes.remember('CD12345678', student)));

      expect(await store().checkInCodes.studentOf('CD12345678')).to.equal(student);
    });
  });
};
