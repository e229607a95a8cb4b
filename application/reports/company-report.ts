import { Needs } from '../needs.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  type CompanyFigures,
  type FairMedians,
  figureOf,
  REPORT_FIGURES,
  type ReportFigure,
} from '../../domain/company-report.js';
import { onTheEventClock } from '../../domain/event-time.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, notFound } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { SheetCell } from '../ports/documents.js';
import { must, refuse, useCase } from '../task.js';
import { FairReportFigures, type ReportFigures } from './fair-report.js';

export const COMPANY_REPORT_FILE_NAMES = { pdf: 'fair-report.pdf', xlsx: 'fair-report.xlsx' } as const;
export const FAIR_REPORT_SHEET_FILE_NAME = 'fair-report-all-companies.xlsx';

/** A report written straight into the response. */
export interface ReportDocument {
  readonly fileName: string;
  write(out: NodeJS.WritableStream): Promise<void>;
}

/** Each figure's name as the report prints it. */
const FIGURE_LABELS: Readonly<Record<ReportFigure, string>> = {
  interviewsHeld: 'Interviews held',
  walkIns: 'Walk-ins',
  noShows: 'No-shows',
  medianWaitMinutes: 'Median wait (minutes)',
  ratingsMedian: 'Median rating (1 to 5)',
  cvsDownloaded: 'CVs downloaded',
};

/** A figure to one decimal, or a dash when nothing was measured. */
const shown = (value: number | null): string => (value === null ? '—' : String(Math.round(value * 10) / 10));

/** A figure as a sheet cell: the number, or empty when nothing was measured. */
const cell = (value: number | null): SheetCell => (value === null ? '' : Math.round(value * 10) / 10);

/** The ratings' spread as the report prints it: "2 to 5 over 7 assessments". */
const spread = (figures: CompanyFigures): string =>
  figures.ratings.count === 0
    ? 'No assessment'
    : `${shown(figures.ratings.min)} to ${shown(figures.ratings.max)} over ${figures.ratings.count} assessment${figures.ratings.count === 1 ? '' : 's'}`;

const COLUMNS = ['Figure', 'Your company', 'Fair median'] as const;

/** The company's rows: each figure beside the fair's median, then the ratings' spread. */
const companyRows = (figures: CompanyFigures, medians: FairMedians): string[][] => [
  ...REPORT_FIGURES.map((figure) => [FIGURE_LABELS[figure], shown(figureOf(figures, figure)), shown(medians[figure])]),
  ['Ratings, lowest to highest', spread(figures), ''],
];

/** A company's figures and the fair's, as its report reads them. */
interface OwnFigures {
  readonly report: ReportFigures;
  readonly company: CompanyFigures;
}

/**
 * A company's report after the fair (GET /company/report.pdf, .xlsx), for the company and its
 * coordinators: its figures beside the fair's median over companies, read from FairReportFigures.
 */
export class CompanyReport extends Needs(['spreadsheets', 'pdfs'], {
  figures: FairReportFigures,
  companyOfActor: CompanyOfActor,
}) {
  private own(actor: Actor): TaskEither<AppError, OwnFigures> {
    return useCase(async () => {
      const companyId = await must(this.deps.companyOfActor.find(actor));
      const report = await must(this.deps.figures.execute());
      const company = report.companies.find((each) => each.companyId === companyId);
      return company === undefined ? refuse(notFound(NOT_FOUND_MESSAGES.company)) : { report, company };
    });
  }

  /** The company's report under its file name, written by `write` from the company's figures and the fair's. */
  private document(
    actor: Actor,
    fileName: string,
    write: (own: OwnFigures, out: NodeJS.WritableStream) => Promise<void>,
  ): TaskEither<AppError, ReportDocument> {
    return pipe(
      this.own(actor),
      TE.map((own) => ({ fileName, write: (out) => write(own, out) })),
    );
  }

  pdf(actor: Actor): TaskEither<AppError, ReportDocument> {
    return this.document(actor, COMPANY_REPORT_FILE_NAMES.pdf, ({ report, company }, out) =>
      this.deps.pdfs.write(
        {
          title: `${company.companyName}: report of the fair`,
          subtitle: `The fair ended ${onTheEventClock(report.endedAt, report.timeZone)}. Each figure beside the fair's median over ${report.companies.length} companies.`,
          tables: [{ heading: 'Figures', columns: COLUMNS, rows: companyRows(company, report.fairMedians) }],
        },
        out,
      ),
    );
  }

  xlsx(actor: Actor): TaskEither<AppError, ReportDocument> {
    return this.document(actor, COMPANY_REPORT_FILE_NAMES.xlsx, ({ report, company }, out) =>
      this.deps.spreadsheets.write(
        [
          {
            name: 'Report',
            columns: [
              { header: COLUMNS[0], key: 'figure', width: 28 },
              { header: COLUMNS[1], key: 'company', width: 28 },
              { header: COLUMNS[2], key: 'fair', width: 14 },
            ],
            rows: [
              ...REPORT_FIGURES.map((figure) => ({
                figure: FIGURE_LABELS[figure],
                company: cell(figureOf(company, figure)),
                fair: cell(report.fairMedians[figure]),
              })),
              { figure: 'Ratings, lowest to highest', company: spread(company), fair: '' },
            ],
          },
        ],
        out,
      ),
    );
  }
}

/** The administrators' sheet after the fair (GET /admin/fair-report.xlsx): every company's figures, a row each, and the fair's medians. */
export class FairReportSheet extends Needs(['spreadsheets'], { figures: FairReportFigures }) {
  xlsx(actor: Actor): TaskEither<AppError, ReportDocument> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      const report = await must(this.deps.figures.execute());
      const row = (name: string, value: (figure: ReportFigure) => number | null, extra: Record<string, SheetCell>) => ({
        company: name,
        ...Object.fromEntries(REPORT_FIGURES.map((figure) => [figure, cell(value(figure))])),
        ...extra,
      });
      return {
        fileName: FAIR_REPORT_SHEET_FILE_NAME,
        write: (out) =>
          this.deps.spreadsheets.write(
            [
              {
                name: 'Companies',
                columns: [
                  { header: 'Company', key: 'company', width: 32 },
                  ...REPORT_FIGURES.map((figure) => ({ header: FIGURE_LABELS[figure], key: figure, width: 16 })),
                  { header: 'Assessments', key: 'assessments', width: 12 },
                  { header: 'Lowest rating', key: 'lowest', width: 12 },
                  { header: 'Highest rating', key: 'highest', width: 12 },
                ],
                rows: [
                  ...report.companies.map((company) =>
                    row(company.companyName, (figure) => figureOf(company, figure), {
                      assessments: company.ratings.count,
                      lowest: cell(company.ratings.min),
                      highest: cell(company.ratings.max),
                    }),
                  ),
                  row('Fair median', (figure) => report.fairMedians[figure], {}),
                ],
              },
            ],
            out,
          ),
      };
    });
  }
}
