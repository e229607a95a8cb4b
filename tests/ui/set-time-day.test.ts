import { expect } from 'chai';
import { setTimeDay } from '../../ui/src/pages/coordinator/set-time-day.js';

describe("The day the Set Time form reads its HH:MM on (the fair's clock)", () => {
  const zone = 'Asia/Colombo';
  // 23:50 on 1 March in Colombo (+05:30), and 00:25 the next day.
  const saved = new Date('2026-03-01T18:20:00Z');
  const afterMidnight = new Date('2026-03-01T18:55:00Z');

  it("is the proposal's day after midnight, not the day the interview already has", () => {
    expect(setTimeDay({ proposed: afterMidnight, saved, now: saved }, zone)).to.equal('2026-03-02');
  });

  it("is the proposal's day when the proposal falls after midnight and it is still before midnight now", () => {
    expect(setTimeDay({ proposed: afterMidnight, saved: null, now: saved }, zone)).to.equal('2026-03-02');
  });

  it('is the day the interview already has, else today, without a proposal', () => {
    expect(setTimeDay({ proposed: null, saved, now: afterMidnight }, zone)).to.equal('2026-03-01');
    expect(setTimeDay({ proposed: null, saved: null, now: afterMidnight }, zone)).to.equal('2026-03-02');
  });
});
