/**
 * Something opened before each test of the enclosing suite and closed after it. The function
 * returned gives the running test's own; hooks registered after this call already see it.
 */
export const freshPerTest = <T>(open: () => Promise<T>, close: (opened: T) => unknown): (() => T) => {
  let current: T | undefined;
  beforeEach(async () => {
    current = await open();
  });
  afterEach(async () => {
    if (current !== undefined) await close(current);
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('It is opened in a beforeEach hook, for the running test only');
    return current;
  };
};
