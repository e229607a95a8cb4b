import { expect } from 'chai';
import { LONGEST_TIMER_MS, reportWaitMs } from '../../ui/src/components/report-offer.js';

const zone = 'Asia/Colombo';
const lastDay = [
  { date: '2026-03-09', opens: '09:00', closes: '17:00' },
  { date: '2026-03-10', opens: '09:00', closes: '17:00' },
];
const endsAt = new Date('2026-03-10T18:30:00Z').getTime(); // 11 Mar, 00:00 in Colombo
const MINUTE = 60_000;

describe("The report downloads' offer on a company's and the admin's screens", () => {
  it("shows them once the fair's last day is over on the event's calendar", () => {
    expect(reportWaitMs(lastDay, endsAt, zone)).to.equal(0);
    expect(reportWaitMs(lastDay, endsAt + 3 * MINUTE, zone)).to.equal(0);
  });

  it('waits on a screen left open until the fair ends, then shows them', () => {
    expect(reportWaitMs(lastDay, endsAt - 5 * MINUTE, zone)).to.equal(5 * MINUTE);
    expect(reportWaitMs([...lastDay].reverse(), endsAt - MINUTE, zone)).to.equal(MINUTE);
  });

  it('never waits longer than a browser timer keeps, however far off the fair ends', () => {
    expect(reportWaitMs(lastDay, endsAt - 40 * 24 * 60 * MINUTE, zone)).to.equal(LONGEST_TIMER_MS);
  });

  it('offers nothing while the fair has no day set', () => {
    expect(reportWaitMs([], endsAt, zone)).to.equal(null);
  });
});
