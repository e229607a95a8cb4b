/*
 * The companies' report after the fair (docs/companies.md, "The report after the fair"): each
 * company's figures beside the fair's median over companies. The fair has ended once its last day
 * (the fair settings' days, on the event's calendar) is over; before that, or with no day set,
 * there is no report. Pure: computed from the interviews, the assessments and the CV downloads.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { Assessment } from './assessment.js';
import { onTheEventClock, parseEventTime } from './event-time.js';
import { dateAfter, type DayHours } from './fair-days.js';
import { median, stepDurations } from './fair-stats.js';
import type { Interview } from './interview.js';

export const REPORT_MESSAGES = {
  noDays: "The report is ready once the fair's last day is over; the fair's days are not set yet",
  notEnded: (endsAt: Date, timeZone: string) =>
    `The report is ready once the fair's last day is over, from ${onTheEventClock(endsAt, timeZone)}`,
} as const;

/** One company's figures. */
export interface CompanyFigures {
  readonly companyId: string;
  readonly companyName: string;
  /** Interviews finished, walk-ins included. */
  readonly interviewsHeld: number;
  /** Walk-in interviews finished. */
  readonly walkIns: number;
  /** Interviews marked no-show and not sent back to the queue. */
  readonly noShows: number;
  /** The median wait from joining a panel's queue to being called in, in minutes; null with none measured. */
  readonly medianWaitMinutes: number | null;
  /** The assessments' ratings (1 to 5): how many, and their lowest, median and highest (null with none). */
  readonly ratings: {
    readonly count: number;
    readonly min: number | null;
    readonly median: number | null;
    readonly max: number | null;
  };
  /** CVs the company's side downloaded. */
  readonly cvsDownloaded: number;
}

/** The figures a median is taken of, each a number or null. */
export const REPORT_FIGURES = [
  'interviewsHeld',
  'walkIns',
  'noShows',
  'medianWaitMinutes',
  'ratingsMedian',
  'cvsDownloaded',
] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** The one value of a figure a company has, as the report compares it. */
export const figureOf = (figures: CompanyFigures, figure: ReportFigure): number | null =>
  figure === 'ratingsMedian' ? figures.ratings.median : figures[figure];

/** The fair's median over companies of each figure (companies with none measured left out). */
export type FairMedians = Readonly<Record<ReportFigure, number | null>>;

export interface FairReport {
  readonly companies: readonly CompanyFigures[];
  readonly fairMedians: FairMedians;
}

/** A company's figures from its interviews, its assessments and how many CVs its side downloaded. */
export const companyFigures = (
  company: { readonly id: string; readonly companyName: string },
  interviews: readonly Interview[],
  assessments: readonly Pick<Assessment, 'rating'>[],
  cvsDownloaded: number,
): CompanyFigures => {
  const own = interviews.filter((interview) => interview.companyId === company.id);
  const finished = own.filter((interview) => interview.status === 'finished');
  const ratings = assessments.map((assessment) => assessment.rating);
  return {
    companyId: company.id,
    companyName: company.companyName,
    interviewsHeld: finished.length,
    walkIns: finished.filter((interview) => interview.walkIn).length,
    noShows: own.filter((interview) => interview.status === 'no-show').length,
    medianWaitMinutes: median(own.flatMap((interview) => stepDurations(interview.history, 'assigned', 'ongoing'))),
    ratings: {
      count: ratings.length,
      min: ratings.length === 0 ? null : Math.min(...ratings),
      median: median(ratings),
      max: ratings.length === 0 ? null : Math.max(...ratings),
    },
    cvsDownloaded,
  };
};

/** Every company's figures beside the fair's median of each over the companies. */
export const fairReport = (companies: readonly CompanyFigures[]): FairReport => ({
  companies,
  fairMedians: Object.fromEntries(
    REPORT_FIGURES.map((figure) => [figure, median(companies.flatMap((company) => figureOf(company, figure) ?? []))]),
  ) as FairMedians,
});

/** When the fair has ended: the start of the day after its last day on the event's clock; null with no day set. */
export const fairEndsAt = (fairDays: readonly DayHours[], timeZone: string): Date | null => {
  const last = [...fairDays]
    .map((day) => day.date)
    .sort()
    .at(-1);
  if (last === undefined) return null;
  const end = parseEventTime(dateAfter(last, 1), '00:00', timeZone);
  return E.isRight(end) ? end.right : null;
};

/** Whether the report may be read at `now`, or why not. */
export const reportRefusal = (fairDays: readonly DayHours[], now: Date, timeZone: string): Either<string, Date> => {
  const endsAt = fairEndsAt(fairDays, timeZone);
  if (endsAt === null) return E.left(REPORT_MESSAGES.noDays);
  return now.getTime() >= endsAt.getTime() ? E.right(endsAt) : E.left(REPORT_MESSAGES.notEnded(endsAt, timeZone));
};
