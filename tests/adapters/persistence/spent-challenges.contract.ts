import { expect } from 'chai';
import { anId } from '../../support/builders.js';
import type { OpenServersOnOneStore } from './rate-limits.contract.js';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/** Spent proof-of-work challenges (adapters/persistence/spent-challenges.ts): a solution is good once, on any app server. */
export const spentChallengesContract = (openServers: OpenServersOnOneStore): void => {
  describe('spent challenges', () => {
    it('accepts a challenge the first time only, whichever app server sees it again', async () => {
      const [first, second] = await openServers();
      try {
        const id = `challenge-${anId()}`;
        expect(await first.spentChallenges.spend(id, inMinutes(5))).to.equal(true);
        expect(await second.spentChallenges.spend(id, inMinutes(5)), 'replayed on another server').to.equal(false);
        expect(await first.spentChallenges.spend(id, inMinutes(5)), 'replayed on the same server').to.equal(false);
        expect(await second.spentChallenges.spend(`challenge-${anId()}`, inMinutes(5))).to.equal(true);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });

    it('lets one of two servers redeeming the same challenge at once win', async () => {
      const [first, second] = await openServers();
      try {
        const id = `challenge-${anId()}`;
        const outcomes = await Promise.all([
          first.spentChallenges.spend(id, inMinutes(5)),
          second.spentChallenges.spend(id, inMinutes(5)),
          first.spentChallenges.spend(id, inMinutes(5)),
        ]);
        expect(outcomes.filter(Boolean)).to.have.length(1);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
};
