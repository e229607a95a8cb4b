import { expect } from 'chai';
import { freshStore, type OpenStore } from './fresh-store.js';

export const sequenceRepositoryContract = (open: OpenStore): void => {
  describe('SequenceRepository', () => {
    const store = freshStore(open);

    it('starts a sequence at 1 and gives the next number on every call', async () => {
      expect(await store().sequences.next('queue')).to.equal(1);
      expect(await store().sequences.next('queue')).to.equal(2);
      expect(await store().sequences.next('queue')).to.equal(3);
    });

    it('counts each name on its own', async () => {
      await store().sequences.next('a');
      await store().sequences.next('a');

      expect(await store().sequences.next('b')).to.equal(1);
      expect(await store().sequences.next('a')).to.equal(3);
    });

    it('gives 200 concurrent calls 200 distinct consecutive numbers', async () => {
      const numbers = await Promise.all(Array.from({ length: 200 }, () => store().sequences.next('concurrent')));

      expect([...numbers].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 200 }, (_, index) => index + 1));
    });
  });
};
