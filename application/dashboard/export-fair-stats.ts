import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { formatEventDateTime, parseEventTime } from '../../domain/event-time.js';
import type { FairStats } from '../../domain/fair-stats.js';
import type { AppError } from '../errors.js';
import { type Sheet, type SheetCell, TIME_COLUMN_WIDTH } from '../ports/documents.js';
import { must, useCase } from '../task.js';
import { GetFairStats } from './get-fair-stats.js';

export const FAIR_STATS_FILE_NAME = 'fair-dashboard.xlsx';

export interface FairStatsWorkbook {
  readonly fileName: string;
  write(out: NodeJS.WritableStream): Promise<void>;
}

const rounded = (value: number | null, digits = 1): number | string =>
  value === null ? '' : Math.round(value * 10 ** digits) / 10 ** digits;

/** An hour's label ("2026-11-26 09:00" on the fair's clock) as the instant it began, for a date cell. */
const hourCell = (label: string, timeZone: string): SheetCell => {
  const began = parseEventTime(label.slice(0, 10), label.slice(11), timeZone);
  return E.isRight(began) ? began.right : label;
};

/** The dashboard's three tables as sheets: Companies, Panels, Finished per hour. */
export const fairStatsSheets = (stats: FairStats, timeZone: string): Sheet[] => [
  {
    name: 'Companies',
    columns: [
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Demand', key: 'demand' },
      { header: 'Interviews', key: 'interviews' },
      { header: 'Places', key: 'places' },
      { header: 'Fill rate (%)', key: 'fillRate' },
      { header: 'Walk-ins', key: 'walkIns' },
      { header: 'Walk-ins open', key: 'walkInsOpen' },
    ],
    rows: stats.companies.map((company) => ({
      company: company.companyName,
      demand: company.demand,
      interviews: company.interviews,
      places: company.places,
      fillRate: company.fillRate === null ? '' : rounded(company.fillRate * 100),
      walkIns: company.walkIns,
      walkInsOpen: company.walkInsOpen ? 'yes' : 'no',
    })),
  },
  {
    name: 'Panels',
    columns: [
      { header: 'Company', key: 'company', width: 30 },
      { header: 'Panel', key: 'panel', width: 24 },
      { header: 'Queue', key: 'queue' },
      { header: 'Current interview', key: 'current', width: 30 },
      { header: 'Median wait (min)', key: 'medianWait' },
      { header: 'Median length (min)', key: 'medianLength' },
      { header: 'Finished', key: 'finished' },
      { header: 'No-shows', key: 'noShows' },
      { header: 'Check-ins', key: 'checkIns' },
    ],
    rows: stats.panels.map((panel) => ({
      company: panel.companyName,
      panel: panel.panelName,
      queue: panel.queueLength,
      current:
        panel.current === null
          ? ''
          : panel.current.since === null
            ? panel.current.studentName
            : `${panel.current.studentName} since ${formatEventDateTime(panel.current.since, timeZone)}`,
      medianWait: rounded(panel.medianWaitMinutes),
      medianLength: rounded(panel.medianLengthMinutes),
      finished: panel.finished,
      noShows: panel.noShows,
      checkIns: panel.checkIns,
    })),
  },
  {
    name: 'Finished per hour',
    columns: [
      { header: `Hour (${timeZone})`, key: 'hour', width: Math.max(TIME_COLUMN_WIDTH, 22) },
      { header: 'Finished', key: 'finished' },
    ],
    rows: stats.finishedPerHour.map((hour) => ({ hour: hourCell(hour.hour, timeZone), finished: hour.finished })),
  },
];

/** The dashboard's figures as an .xlsx workbook (GET /admin/stats.xlsx), one sheet per table. */
export class ExportFairStats extends Needs(['spreadsheets', 'settings'], { getFairStats: GetFairStats }) {
  execute(): TaskEither<AppError, FairStatsWorkbook> {
    return useCase(async () => {
      const stats = await must(this.deps.getFairStats.execute());
      return {
        fileName: FAIR_STATS_FILE_NAME,
        write: (out) => this.deps.spreadsheets.write(fairStatsSheets(stats, this.deps.settings.eventTimezone), out),
      };
    });
  }
}
