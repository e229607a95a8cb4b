import { expect } from 'chai';
import type { OpenStore } from './fresh-store.js';

/** What a load balancer's health probe relies on: the store answers a ping while open, and refuses once closed. */
export const storePingContract = (open: OpenStore): void => {
  describe('ping', () => {
    it('answers while the store is open, taking writes', async () => {
      const store = await open();
      try {
        expect(await store.ping()).to.deep.equal({ writable: true });
      } finally {
        await store.close();
      }
    });

    it('fails once the store is closed', async () => {
      const store = await open();
      await store.close();
      const failure = await store.ping().then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, 'a closed store answered the ping').to.be.instanceOf(Error);
    });
  });
};
