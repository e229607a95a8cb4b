import type { FairComparisonJson } from '../fairs-api.js';
import type { FairStatsJson } from '../organizer-api.js';

/** The dashboard's words for its figures, shared by the tables, the charts' text alternatives and the tests. */

/** A rate as a whole percentage; `none` when there is none (no places to fill, by default). */
export const percent = (rate: number | null, none = 'no places'): string =>
  rate === null ? none : `${Math.round(rate * 100)}%`;

export const minutes = (value: number | null): string => (value === null ? '—' : `${value} min`);

export interface FairTotals {
  readonly interviews: number;
  readonly places: number;
  readonly inQueue: number;
  readonly ongoing: number;
  readonly finished: number;
  readonly noShows: number;
}

export const fairTotals = (stats: FairStatsJson): FairTotals => ({
  interviews: stats.companies.reduce((sum, company) => sum + company.interviews, 0),
  places: stats.companies.reduce((sum, company) => sum + company.places, 0),
  inQueue: stats.panels.reduce((sum, panel) => sum + panel.queueLength, 0),
  ongoing: stats.panels.filter((panel) => panel.current !== null).length,
  finished: stats.panels.reduce((sum, panel) => sum + panel.finished, 0),
  noShows: stats.panels.reduce((sum, panel) => sum + panel.noShows, 0),
});

/** The companies chart as text: each company's demand, interviews and places. */
export const demandSummary = (stats: FairStatsJson): string =>
  stats.companies.length === 0
    ? 'No companies yet.'
    : `Demand and fill by company: ${stats.companies
        .map(
          (company) =>
            `${company.companyName}, ${company.demand} chose it, ${company.interviews} interviews of ${company.places} places`,
        )
        .join('; ')}.`;

/** The per-hour chart as text. */
export const perHourSummary = (stats: FairStatsJson): string =>
  stats.finishedPerHour.length === 0
    ? 'No interview has finished yet.'
    : `Interviews finished per hour: ${stats.finishedPerHour.map((hour) => `${hour.hour}, ${hour.finished}`).join('; ')}.`;

/** What the comparison shows for a figure a fair has none of (no places, no interviews, no companies). */
export const NO_FIGURE = '—';

/** Interviews per company, to one decimal. */
export const perCompany = (value: number | null): string =>
  value === null ? NO_FIGURE : String(Math.round(value * 10) / 10);

export interface ComparedFigure {
  readonly figure: string;
  readonly current: string;
  readonly last: string;
}

/** The current fair's figures beside the last fair's, in words; none before any fair ended. */
export const comparedFigures = ({ current, last }: FairComparisonJson): readonly ComparedFigure[] => {
  if (last === null) return [];
  return [
    {
      figure: 'Fill rate',
      current: percent(current.figures.fillRate, NO_FIGURE),
      last: percent(last.figures.fillRate, NO_FIGURE),
    },
    {
      figure: 'No-show rate',
      current: percent(current.figures.noShowRate, NO_FIGURE),
      last: percent(last.figures.noShowRate, NO_FIGURE),
    },
    {
      figure: 'Interviews per company',
      current: perCompany(current.figures.interviewsPerCompany),
      last: perCompany(last.figures.interviewsPerCompany),
    },
  ];
};
