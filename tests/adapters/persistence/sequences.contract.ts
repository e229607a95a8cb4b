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

    it('hands out a block of numbers at once, the next number following the block', async () => {
      await store().sequences.next('queue');

      expect(await store().sequences.take('queue', 5)).to.equal(2);
      expect(await store().sequences.next('queue')).to.equal(7);
      expect(await store().sequences.take('fresh', 3)).to.equal(1);
      expect(await store().sequences.take('fresh', 1)).to.equal(4);
    });

    it('refuses to hand out fewer than one number, or part of one', async () => {
      for (const count of [0, -1, 1.5]) {
        const error = await store()
          .sequences.take('queue', count)
          .then(
            () => null,
            (thrown: unknown) => thrown,
          );
        expect(error, String(count)).to.be.instanceOf(RangeError);
      }
      expect(await store().sequences.next('queue')).to.equal(1);
    });

    it('gives concurrent blocks and single numbers distinct consecutive numbers', async () => {
      const [block, ...singles] = await Promise.all([
        store().sequences.take('mixed', 10),
        ...Array.from({ length: 10 }, () => store().sequences.next('mixed')),
      ]);
      const numbers = [...Array.from({ length: 10 }, (_, i) => block! + i), ...singles];

      expect(numbers.sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 20 }, (_, index) => index + 1));
    });

    it('gives 200 concurrent calls 200 distinct consecutive numbers', async () => {
      const numbers = await Promise.all(Array.from({ length: 200 }, () => store().sequences.next('concurrent')));

      expect([...numbers].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 200 }, (_, index) => index + 1));
    });
  });
};
