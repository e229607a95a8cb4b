import { expect } from 'chai';
import { sharedFlush } from '../../../adapters/system/shared-flush.js';

/** A flush that finishes when told to, counting how many were started. */
const controlledFlush = () => {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { flush, pending };
};

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('a shared flush', () => {
  it('flushes once for a caller alone, and resolves when that flush finishes', async () => {
    const { flush, pending } = controlledFlush();
    const flushed = sharedFlush(flush)();
    expect(pending).to.have.length(1);
    expect(await settled(flushed)).to.equal('pending');
    pending[0]!.resolve();
    expect(await settled(flushed)).to.equal('resolved');
  });

  it('makes every caller that asks while a flush runs wait for one flush begun after it, shared by all of them', async () => {
    const { flush, pending } = controlledFlush();
    const shared = sharedFlush(flush);
    const first = shared();
    const later = [shared(), shared(), shared()];
    expect(pending).to.have.length(1);

    pending[0]!.resolve();
    expect(await settled(first)).to.equal('resolved');
    expect(await settled(Promise.all(later))).to.equal('pending');
    expect(pending).to.have.length(2);

    pending[1]!.resolve();
    expect(await settled(Promise.all(later))).to.equal('resolved');
    expect(pending).to.have.length(2);
  });

  it('fails the callers of a flush that fails, and flushes anew for those who asked after it began', async () => {
    const { flush, pending } = controlledFlush();
    const shared = sharedFlush(flush);
    const first = shared();
    const later = shared();

    pending[0]!.reject(new Error('disk gone'));
    expect(await settled(first)).to.equal('rejected');
    expect(pending).to.have.length(2);
    pending[1]!.resolve();
    expect(await settled(later)).to.equal('resolved');
    expect(await settled(shared())).to.equal('pending');
    expect(pending).to.have.length(3);
  });
});
