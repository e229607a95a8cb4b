import { expect } from 'chai';
import { SystemClock } from '../../../adapters/system/system-clock.js';

describe('SystemClock', () => {
  it('tells the current time', () => {
    const before = Date.now();
    const now = new SystemClock().now().getTime();
    expect(now).to.be.within(before, Date.now());
  });

  it('gives a fresh Date each time, so a caller changing one cannot move the clock', () => {
    const clock = new SystemClock();
    const first = clock.now();
    first.setFullYear(1999);
    expect(clock.now().getFullYear()).to.be.greaterThan(2000);
  });
});
