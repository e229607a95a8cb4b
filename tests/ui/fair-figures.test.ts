import { expect } from 'chai';
import type { FairComparisonJson } from '../../ui/src/pages/admin/fairs-api.js';
import type { FairStatsJson } from '../../ui/src/pages/admin/organizer-api.js';
import {
  comparedFigures,
  demandSummary,
  fairTotals,
  minutes,
  percent,
  perHourSummary,
} from '../../ui/src/pages/admin/dashboard/fair-figures.js';

const panel = (overrides: Partial<FairStatsJson['panels'][number]>): FairStatsJson['panels'][number] => ({
  panelId: 'p',
  panelName: 'Panel A',
  companyId: 'c',
  companyName: 'Acme',
  queueLength: 0,
  current: null,
  medianWaitMinutes: null,
  medianLengthMinutes: null,
  noShows: 0,
  checkIns: 0,
  finished: 0,
  ...overrides,
});

const stats: FairStatsJson = {
  companies: [
    {
      companyId: 'c',
      companyName: 'Acme',
      demand: 7,
      interviews: 3,
      places: 4,
      fillRate: 0.75,
      walkIns: 1,
      walkInsOpen: true,
    },
    {
      companyId: 'd',
      companyName: 'Blue',
      demand: 1,
      interviews: 0,
      places: 0,
      fillRate: null,
      walkIns: 0,
      walkInsOpen: false,
    },
  ],
  panels: [
    panel({
      queueLength: 2,
      finished: 1,
      noShows: 1,
      current: { interviewId: 'i', studentId: 's', studentName: 'N', since: null },
    }),
    panel({ panelId: 'q', queueLength: 1, finished: 2 }),
  ],
  finishedPerHour: [
    { hour: '2026-03-01 09:00', finished: 1 },
    { hour: '2026-03-01 10:00', finished: 2 },
  ],
};

describe("the dashboard's words for its figures", () => {
  it('shows a fill rate as a whole percentage, and says when a company offers no places', () => {
    expect(percent(0.756)).to.equal('76%');
    expect(percent(null)).to.equal('no places');
  });

  it('shows a median in minutes, or a dash before anything was measured', () => {
    expect(minutes(12.5)).to.equal('12.5 min');
    expect(minutes(null)).to.equal('—');
  });

  it('adds up the totals over companies and panels', () => {
    expect(fairTotals(stats)).to.deep.equal({
      interviews: 3,
      places: 4,
      inQueue: 3,
      ongoing: 1,
      finished: 3,
      noShows: 1,
    });
  });

  it("reads each chart's figures in words, for the charts' accessible names", () => {
    expect(demandSummary(stats)).to.equal(
      'Demand and fill by company: Acme, 7 chose it, 3 interviews of 4 places; Blue, 1 chose it, 0 interviews of 0 places.',
    );
    expect(perHourSummary(stats)).to.equal('Interviews finished per hour: 2026-03-01 09:00, 1; 2026-03-01 10:00, 2.');
    expect(demandSummary({ ...stats, companies: [] })).to.equal('No companies yet.');
    expect(perHourSummary({ ...stats, finishedPerHour: [] })).to.equal('No interview has finished yet.');
  });
});

describe("the dashboard's comparison with the last fair", () => {
  const figures = (overrides: Partial<FairComparisonJson['current']['figures']>) => ({
    companies: 4,
    interviews: 10,
    places: 16,
    noShows: 1,
    fillRate: 0.625,
    noShowRate: 0.1,
    interviewsPerCompany: 2.5,
    ...overrides,
  });

  it('sets the fill rate, no-show rate and interviews per company of this fair beside the last one', () => {
    const comparison: FairComparisonJson = {
      current: { fairId: 'b', name: 'Career fair 2027', figures: figures({}) },
      last: {
        fairId: 'a',
        name: 'Career fair 2026',
        figures: figures({ fillRate: 0.8, noShowRate: 0.125, interviewsPerCompany: 3 }),
      },
    };
    expect(comparedFigures(comparison)).to.deep.equal([
      { figure: 'Fill rate', current: '63%', last: '80%' },
      { figure: 'No-show rate', current: '10%', last: '13%' },
      { figure: 'Interviews per company', current: '2.5', last: '3' },
    ]);
  });

  it('shows a dash for a figure a fair has none of, and nothing before any fair ended', () => {
    const none = figures({ fillRate: null, noShowRate: null, interviewsPerCompany: null });
    expect(
      comparedFigures({
        current: { fairId: 'b', name: 'Now', figures: none },
        last: { fairId: 'a', name: 'Then', figures: figures({ interviewsPerCompany: 2.349 }) },
      }),
    ).to.deep.equal([
      { figure: 'Fill rate', current: '—', last: '63%' },
      { figure: 'No-show rate', current: '—', last: '10%' },
      { figure: 'Interviews per company', current: '—', last: '2.3' },
    ]);
    expect(comparedFigures({ current: { fairId: 'b', name: 'Now', figures: none }, last: null })).to.deep.equal([]);
  });
});
