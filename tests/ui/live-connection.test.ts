import { expect } from 'chai';
import { reconnectDelay } from '../../ui/src/api/live.js';
import { offlineNotice } from '../../ui/src/live/offline-notice.js';

describe('the live stream coming back', () => {
  it('waits at least 1 s and at most 5 s after the first failure, spread at random over the 4 s between', () => {
    expect([
      reconnectDelay(0, () => 0),
      reconnectDelay(0, () => 0.5),
      reconnectDelay(0, () => 0.999_999),
    ]).to.deep.equal([1000, 3000, 5000]);
  });

  it('doubles the spread with each failure in a row, up to 30 s', () => {
    const longest = (failures: number) => reconnectDelay(failures, () => 1);
    expect([0, 1, 2, 3, 4, 40].map(longest)).to.deep.equal([5000, 9000, 17_000, 31_000, 31_000, 31_000]);
  });

  it('spreads 3,000 browsers dropped at once so that no second sees more than a third of them', () => {
    const perSecond = new Map<number, number>();
    for (let phone = 0; phone < 3000; phone += 1) {
      const second = Math.floor(reconnectDelay(0) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(Math.max(...perSecond.values())).to.be.below(1000);
    expect(perSecond.size).to.be.at.least(4);
  });
});

describe('the offline status line', () => {
  it("tells since when the portal is out of reach, as HH:MM in the fair's time zone", () => {
    const since = new Date('2026-03-14T09:02:40Z');
    expect(offlineNotice(since, 'Asia/Colombo')).to.equal('Offline since 14:32 — reconnecting…');
    expect(offlineNotice(since, 'Europe/London')).to.equal('Offline since 09:02 — reconnecting…');
  });
});
