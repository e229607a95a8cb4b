import { expect } from 'chai';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Store } from '../../../adapters/persistence/store.js';
import { anId } from '../../support/builders.js';

/** Two app servers' stores on the same data, closed together. */
export type OpenServersOnOneStore = () => Promise<readonly [Store, Store]>;

const refusalOf = (spending: Promise<unknown>): Promise<unknown> =>
  spending.then(
    () => null,
    (refusal: unknown) => refusal,
  );

/** The rate limits' budgets (adapters/persistence/rate-limiters.ts): every app server on a store spends the same one. */
export const rateLimitBudgetContract = (openServers: OpenServersOnOneStore): void => {
  describe('rate-limit budgets', () => {
    it('refuses the call past the budget, however the calls are spread over the app servers', async () => {
      const [first, second] = await openServers();
      try {
        const budget = { name: `failed-sign-ins-${anId()}`, points: 3, durationSeconds: 600 };
        const [onFirst, onSecond] = [first.rateLimiters(budget), second.rateLimiters(budget)];
        const address = '203.0.113.9';
        await onFirst.consume(address);
        await onSecond.consume(address);
        await onFirst.consume(address);

        const refusal = await refusalOf(onSecond.consume(address));
        expect(refusal, 'the fourth call was let through').to.be.instanceOf(RateLimiterRes);
        expect((refusal as RateLimiterRes).msBeforeNext).to.be.greaterThan(0);
        expect(await refusalOf(onFirst.consume('198.51.100.7')), 'another address was refused').to.equal(null);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('gives a point back and forgets an address on both servers', async () => {
      const [first, second] = await openServers();
      try {
        const budget = { name: `sign-in-${anId()}`, points: 1, durationSeconds: 600 };
        const [onFirst, onSecond] = [first.rateLimiters(budget), second.rateLimiters(budget)];
        const address = '203.0.113.10';
        await onFirst.consume(address);
        await onSecond.reward(address, 1);
        await onFirst.consume(address);
        await onFirst.delete(address);
        expect(await refusalOf(onSecond.consume(address))).to.equal(null);
        expect(await refusalOf(onFirst.consume(address))).to.be.instanceOf(RateLimiterRes);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
};
