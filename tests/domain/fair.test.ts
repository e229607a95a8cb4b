import { expect } from 'chai';
import { dateAfter, type DayHours } from '../../domain/fair-days.js';
import { DEFAULT_FAIR_SETTINGS } from '../../domain/fair-settings.js';
import type { CompanyStats, FairStats, PanelStats } from '../../domain/fair-stats.js';
import { FAIR_MESSAGES, fairFiguresOf, nextFairSettings, validateNextFair, yearOf } from '../../domain/fair.js';
import { messagesOn, rightOf } from './validated.js';

const day = (date: string, opens = '09:00', closes = '17:00'): DayHours => ({ date, opens, closes });
const TWO_DAYS = [day('2026-03-10'), day('2026-03-11', '10:00', '16:00')];

const company = (interviews: number, places: number): CompanyStats => ({
  companyId: `c${interviews}-${places}`,
  companyName: 'Acme',
  demand: 0,
  interviews,
  places,
  fillRate: null,
  walkIns: 0,
  walkInsOpen: false,
});
const panel = (noShows: number): PanelStats => ({
  panelId: 'p',
  panelName: 'Panel',
  companyId: 'c',
  companyName: 'Acme',
  queueLength: 0,
  current: null,
  medianWaitMinutes: null,
  medianLengthMinutes: null,
  noShows,
  checkIns: 0,
  finished: 0,
});
const stats = (companies: CompanyStats[], panels: PanelStats[]): FairStats => ({
  companies,
  panels,
  finishedPerHour: [],
});

describe("Next year's fair", () => {
  it("is asked for with a name and a whole number of days that moves every day past this fair's last", () => {
    expect(rightOf(validateNextFair({ name: '  Career fair 2027 ', offsetDays: 364 }, TWO_DAYS))).to.deep.equal({
      name: 'Career fair 2027',
      offsetDays: 364,
    });
    expect(rightOf(validateNextFair({ name: 'Soon after', offsetDays: 2 }, TWO_DAYS)).offsetDays).to.equal(2);
  });

  it("refuses an offset that makes the fairs' days overlap, saying where the first day would fall and the least offset", () => {
    const refused = validateNextFair({ name: 'Too soon', offsetDays: 1 }, TWO_DAYS);
    expect(messagesOn(refused, 'offsetDays')).to.deep.equal([
      "An offset of 1 day puts the new fair's first day on 2026-03-11, not after this fair's last day 2026-03-11: " +
        "the fairs' days would overlap. Choose at least 2 days",
    ]);
  });

  it('refuses a missing name and an offset that is not a whole number of days in range', () => {
    for (const offsetDays of [0, -364, 2.5, 1099, '364', null]) {
      expect(
        messagesOn(validateNextFair({ name: 'A', offsetDays }, []), 'offsetDays'),
        String(offsetDays),
      ).to.deep.equal([FAIR_MESSAGES.offsetDays]);
    }
    expect(messagesOn(validateNextFair({ name: '   ', offsetDays: 364 }, TWO_DAYS), 'name')).to.deep.equal([
      FAIR_MESSAGES.nameRequired,
    ]);
    expect(messagesOn(validateNextFair({ name: 'x'.repeat(101), offsetDays: 364 }, TWO_DAYS), 'name')).to.deep.equal([
      FAIR_MESSAGES.nameTooLong,
    ]);
  });

  it('keeps the settings, with each day (and its hours) and the selection window moved on by the offset', () => {
    const settings = {
      ...DEFAULT_FAIR_SETTINGS,
      fairDays: TWO_DAYS,
      selectionOpensAt: new Date('2026-02-01T00:00:00Z'),
      selectionClosesAt: null,
      strikeDays: 90,
    };
    expect(nextFairSettings(settings, 364)).to.deep.equal({
      ...settings,
      fairDays: [day('2027-03-09'), day('2027-03-10', '10:00', '16:00')],
      selectionOpensAt: new Date('2027-01-31T00:00:00Z'),
    });
  });

  it('moves dates across month and year ends, and in a leap year', () => {
    expect(dateAfter('2026-12-31', 1)).to.equal('2027-01-01');
    expect(dateAfter('2028-02-28', 1)).to.equal('2028-02-29');
    expect(dateAfter('2027-03-01', 365)).to.equal('2028-02-29');
  });

  it('belongs to the year of its first day, or to the one given when it has no days', () => {
    expect(yearOf([day('2027-01-02'), day('2026-12-31')], 2020)).to.equal(2026);
    expect(yearOf([day('2029-05-05')], 2020)).to.equal(2029);
    expect(yearOf([], 2031)).to.equal(2031);
  });
});

describe("A fair's figures for the dashboard's comparison", () => {
  it('are the fill rate, the no-show rate and the interviews per company of the whole fair', () => {
    expect(fairFiguresOf(stats([company(6, 10), company(2, 10)], [panel(1), panel(1)]))).to.deep.equal({
      companies: 2,
      interviews: 8,
      places: 20,
      noShows: 2,
      fillRate: 0.4,
      noShowRate: 0.25,
      interviewsPerCompany: 4,
    });
  });

  it('are none rather than a division by zero for a fair without companies, places or interviews', () => {
    expect(fairFiguresOf(stats([], []))).to.include({ fillRate: null, noShowRate: null, interviewsPerCompany: null });
    expect(fairFiguresOf(stats([company(0, 0)], []))).to.include({
      fillRate: null,
      noShowRate: null,
      interviewsPerCompany: 0,
    });
  });
});
