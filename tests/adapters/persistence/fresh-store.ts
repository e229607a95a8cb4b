import { expect } from 'chai';
import { UniqueViolation } from '../../../application/ports/persistence.js';
import type { Store } from '../../../adapters/persistence/store.js';

export type OpenStore = () => Promise<Store>;

/** A store of its own for every test of the enclosing suite, closed after it. */
export const freshStore = (open: OpenStore): (() => Store) => {
  let store: Store | undefined;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  return () => {
    if (store === undefined) throw new Error('The store is opened in a beforeEach hook');
    return store;
  };
};

export const expectUniqueViolation = async (write: Promise<unknown>, field: string): Promise<void> => {
  const error = await write.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the write was accepted').to.be.instanceOf(UniqueViolation);
  expect((error as UniqueViolation).field).to.equal(field);
};
