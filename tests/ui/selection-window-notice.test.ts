import { expect } from 'chai';
import { DEFAULT_FAIR_SETTINGS } from '../../domain/fair-settings.js';
import { formatCountdown, selectionWindowNotice } from '../../ui/src/settings/selection-window-notice.js';

const zone = 'Asia/Colombo';
const opensAt = new Date('2026-03-01T03:30:00Z'); // 09:00 in Colombo
const closesAt = new Date('2026-03-05T11:30:00Z'); // 17:00 in Colombo
const window = { ...DEFAULT_FAIR_SETTINGS, selectionOpensAt: opensAt, selectionClosesAt: closesAt };
const plus = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

describe("The student's notice of the selection window", () => {
  it('counts down to the opening before it opens, to the closing while open, and not once closed', () => {
    expect(selectionWindowNotice(window, plus(opensAt, -1), zone)).to.deep.equal({
      text: 'Selections open at Sun 1 Mar, 09:00 (Asia/Colombo)',
      countdownTo: opensAt,
    });
    expect(selectionWindowNotice(window, opensAt, zone)).to.deep.equal({
      text: 'Selections close at Thu 5 Mar, 17:00 (Asia/Colombo)',
      countdownTo: closesAt,
    });
    expect(selectionWindowNotice(window, closesAt, zone)).to.deep.equal({
      text: 'Selections closed at Thu 5 Mar, 17:00 (Asia/Colombo)',
      countdownTo: null,
    });
  });

  it('says nothing while no closing is set and the window is open', () => {
    expect(selectionWindowNotice(DEFAULT_FAIR_SETTINGS, opensAt, zone)).to.equal(null);
    expect(selectionWindowNotice({ ...window, selectionClosesAt: null }, opensAt, zone)).to.equal(null);
  });

  it('reads a countdown in days, hours and minutes, and seconds within the last hour', () => {
    const minute = 60_000;
    expect(formatCountdown(((2 * 24 + 3) * 60 + 4) * minute + 5_000)).to.equal('2 d 3 h 4 min');
    expect(formatCountdown((3 * 60 + 12) * minute)).to.equal('3 h 12 min');
    expect(formatCountdown(4 * minute + 5_999)).to.equal('4 min 5 s');
    expect(formatCountdown(-1)).to.equal('0 min 0 s');
  });
});
