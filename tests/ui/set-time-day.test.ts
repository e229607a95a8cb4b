import { expect } from 'chai';
import { offeredFairDay, setTimeDay } from '../../ui/src/pages/coordinator/set-time-day.js';

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

describe("The fair's day Set Time offers first", () => {
  const days = ['2026-03-02', '2026-03-03'];

  it('is the day the time would be read on when the fair runs that day', () => {
    expect(offeredFairDay('2026-03-03', days)).to.equal('2026-03-03');
  });

  it("is the fair's next day before or between its days, and its last day after it", () => {
    expect(offeredFairDay('2026-02-20', days)).to.equal('2026-03-02');
    expect(offeredFairDay('2026-03-10', days)).to.equal('2026-03-03');
  });
});
