/*
 * The organizer's live dashboard (docs/organizer.md): per company, demand and fill rate; per panel,
 * its queue, current interview, waits and lengths; interviews finished per hour. Computed from the
 * records as they are and each interview's status history, on the event's clock.
 */
import type { Company } from './company.js';
import { formatEventDate, formatEventTime } from './event-time.js';
import {
  currentInterview,
  currentInterviews,
  type Interview,
  type InterviewStatus,
  type StatusChange,
} from './interview.js';
import type { Panel } from './panel.js';

export interface CompanyStats {
  readonly companyId: string;
  readonly companyName: string;
  /** Students whose submitted selection lists the company. */
  readonly demand: number;
  /** Interviews made for the company, walk-ins not counted. */
  readonly interviews: number;
  /** The company's places (numberOfInterviews). */
  readonly places: number;
  /** interviews ÷ places; null when the company offers no places. */
  readonly fillRate: number | null;
  readonly walkIns: number;
  readonly walkInsOpen: boolean;
}

export interface CurrentInterviewStats {
  readonly interviewId: string;
  readonly studentId: string;
  readonly studentName: string;
  /** When it became ongoing; null for a record stored before histories were kept. */
  readonly since: Date | null;
}

export interface PanelStats {
  readonly panelId: string;
  readonly panelName: string;
  readonly companyId: string;
  readonly companyName: string;
  /** Interviews assigned to the panel and waiting. */
  readonly queueLength: number;
  readonly current: CurrentInterviewStats | null;
  /** Median minutes from assigned to ongoing; null before any interview started. */
  readonly medianWaitMinutes: number | null;
  /** Median minutes from ongoing to finished; null before any interview finished. */
  readonly medianLengthMinutes: number | null;
  /** Interviews marked no-show and not sent back to the queue. */
  readonly noShows: number;
  /** Students of the panel who checked in. */
  readonly checkIns: number;
  readonly finished: number;
}

export interface HourStats {
  /** "YYYY-MM-DD HH:00" on the event's clock. */
  readonly hour: string;
  readonly finished: number;
}

export interface FairStats {
  readonly companies: readonly CompanyStats[];
  readonly panels: readonly PanelStats[];
  readonly finishedPerHour: readonly HourStats[];
}

export interface FairStatsInput {
  readonly companies: readonly Company[];
  readonly panels: readonly Panel[];
  readonly interviews: readonly Interview[];
  /** Names of the students in current interviews (others are not needed). */
  readonly studentNames: ReadonlyMap<string, string>;
  readonly timeZone: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const QUARTER_MS = 15 * MINUTE_MS;
/** Beyond this many hours between the first and last finish, hours without one are left out. */
const MAX_FILLED_HOURS = 14 * 24;

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** interviews ÷ places, or null when there are no places to fill. */
export const fillRate = (interviews: number, places: number): number | null =>
  places > 0 ? interviews / places : null;

/**
 * Minutes between each change to `from` and the change to `to` that comes right after it in the
 * history: a student sent back to the queue waits again from the moment they were.
 */
export const stepDurations = (
  history: readonly StatusChange[],
  from: InterviewStatus,
  to: InterviewStatus,
): number[] => {
  const minutes: number[] = [];
  history.forEach((change, index) => {
    const previous = history[index - 1];
    if (change.status === to && previous?.status === from) {
      minutes.push((change.at.getTime() - previous.at.getTime()) / MINUTE_MS);
    }
  });
  return minutes;
};

/** When the interview last took this status, or null when its history never shows it. */
export const lastChangeTo = (interview: Interview, status: InterviewStatus): Date | null =>
  [...interview.history].reverse().find((change) => change.status === status)?.at ?? null;

/** Labels already made: the dashboard labels the same quarter hours on every read, and each costs two clock formats. */
const hourLabels = new Map<string, string>();
const HOUR_LABELS_KEPT = 4_096;

const hourLabel = (instant: Date, timeZone: string): string => {
  const key = `${timeZone} ${instant.getTime()}`;
  const known = hourLabels.get(key);
  if (known !== undefined) return known;
  const label = `${formatEventDate(instant, timeZone)} ${formatEventTime(instant, timeZone).slice(0, 2)}:00`;
  if (hourLabels.size >= HOUR_LABELS_KEPT) hourLabels.clear();
  hourLabels.set(key, label);
  return label;
};

/** The instant the event-clock hour holding `instant` began (zones with half-hour offsets included). */
const startOfEventHour = (instant: Date, timeZone: string): number => {
  const minute = Number(formatEventTime(instant, timeZone).slice(3));
  const wholeMinute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return wholeMinute - minute * MINUTE_MS;
};

/** When each finished interview last finished (those whose history never shows it left out). */
export const finishTimes = (interviews: readonly Interview[]): Date[] =>
  interviews
    .filter((interview) => interview.status === 'finished')
    .map((interview) => lastChangeTo(interview, 'finished'))
    .filter((at): at is Date => at !== null);

/**
 * Finished interviews counted by the event-clock hour in which they last finished, oldest hour
 * first, with the hours between that saw none (up to two weeks of them).
 */
export const finishedPerHour = (interviews: readonly Interview[], timeZone: string): HourStats[] =>
  finishesPerHour(finishTimes(interviews), timeZone);

/** Finishes counted by the UTC quarter hour they fell in: `quarter` is the quarter's start ÷ 15 minutes. */
export interface QuarterCount {
  readonly quarter: number;
  readonly finished: number;
}

/** The finishes counted by UTC quarter hour, earliest quarter first. */
export const finishesByQuarter = (finishes: readonly Date[]): QuarterCount[] => {
  const byQuarter = new Map<number, number>();
  for (const at of finishes) {
    const quarter = Math.floor(at.getTime() / QUARTER_MS);
    byQuarter.set(quarter, (byQuarter.get(quarter) ?? 0) + 1);
  }
  return [...byQuarter].sort(([a], [b]) => a - b).map(([quarter, finished]) => ({ quarter, finished }));
};

/** The finishes counted by event-clock hour, as finishedPerHour counts them. */
export const finishesPerHour = (finishes: readonly Date[], timeZone: string): HourStats[] =>
  quartersPerHour(finishesByQuarter(finishes), timeZone);

/**
 * Finishes counted by quarter hour (several counts of one quarter added up) counted by event-clock
 * hour, as finishedPerHour counts them: every zone's offset is a whole number of quarter hours, so
 * the instants of one UTC quarter hour share their event hour, and a label is made once per quarter.
 */
export const quartersPerHour = (quarters: readonly QuarterCount[], timeZone: string): HourStats[] => {
  if (quarters.length === 0) return [];
  const byQuarter = new Map<number, number>();
  let [earliest, latest] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const { quarter, finished } of quarters) {
    byQuarter.set(quarter, (byQuarter.get(quarter) ?? 0) + finished);
    if (quarter < earliest) earliest = quarter;
    if (quarter > latest) latest = quarter;
  }
  const counts = new Map<string, number>();
  for (const [quarter, count] of byQuarter) {
    const label = hourLabel(new Date(quarter * QUARTER_MS), timeZone);
    counts.set(label, (counts.get(label) ?? 0) + count);
  }
  const first = startOfEventHour(new Date(earliest * QUARTER_MS), timeZone);
  const last = startOfEventHour(new Date(latest * QUARTER_MS), timeZone);
  if ((last - first) / HOUR_MS > MAX_FILLED_HOURS) {
    return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([hour, finished]) => ({ hour, finished }));
  }
  const hours: HourStats[] = [];
  for (let start = first; start <= last; start += HOUR_MS) {
    const hour = hourLabel(new Date(start), timeZone);
    if (hours.at(-1)?.hour !== hour) hours.push({ hour, finished: counts.get(hour) ?? 0 });
  }
  return hours;
};

/** As String's localeCompare without locales or options compares, one collator made once. */
const localeOrder = new Intl.Collator().compare;

const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T) =>
    localeOrder(name(a), name(b));

const groupBy = (interviews: readonly Interview[], key: (interview: Interview) => string | null) => {
  const groups = new Map<string, Interview[]>();
  for (const interview of interviews) {
    const value = key(interview);
    if (value === null) continue;
    const group = groups.get(value);
    if (group === undefined) groups.set(value, [interview]);
    else group.push(interview);
  }
  return groups;
};

/** A withdrawn or cancelled interview is no one's place: the figures leave it out. */
const notCancelled = (interviews: readonly Interview[]): Interview[] =>
  interviews.filter((interview) => interview.status !== 'cancelled');

/** The company's figures from its own interviews. */
export const companyStats = (company: Company, all: readonly Interview[]): CompanyStats => {
  const own = notCancelled(all);
  const placed = own.filter((interview) => !interview.walkIn).length;
  return {
    companyId: company.id,
    companyName: company.companyName,
    demand: company.slotsFilled,
    interviews: placed,
    places: company.numberOfInterviews,
    fillRate: fillRate(placed, company.numberOfInterviews),
    walkIns: own.length - placed,
    walkInsOpen: company.walkingStatus,
  };
};

/** The panel's figures from the interviews assigned to it. */
export const panelStats = (
  panel: Panel,
  companyName: string,
  own: readonly Interview[],
  studentNames: ReadonlyMap<string, string>,
): PanelStats => {
  const current = currentInterview(own);
  const count = (status: InterviewStatus) => own.filter((interview) => interview.status === status).length;
  return {
    panelId: panel.id,
    panelName: panel.panelName,
    companyId: panel.companyId,
    companyName,
    queueLength: count('assigned'),
    current:
      current === null
        ? null
        : {
            interviewId: current.id,
            studentId: current.studentId,
            studentName: studentNames.get(current.studentId) ?? '',
            since: lastChangeTo(current, 'ongoing'),
          },
    medianWaitMinutes: median(own.flatMap((interview) => stepDurations(interview.history, 'assigned', 'ongoing'))),
    medianLengthMinutes: median(own.flatMap((interview) => stepDurations(interview.history, 'ongoing', 'finished'))),
    noShows: count('no-show'),
    checkIns: own.filter((interview) => interview.checkedInAt !== null).length,
    finished: count('finished'),
  };
};

/** Every figure of the dashboard, recounted from every interview; companies and panels in name order. */
export const fairStats = (input: FairStatsInput): FairStats => {
  const names = new Map(input.companies.map((company) => [company.id, company.companyName]));
  const byCompany = groupBy(input.interviews, (interview) => interview.companyId);
  const byPanel = groupBy(input.interviews, (interview) => interview.panelId);
  return {
    companies: input.companies
      .map((company) => companyStats(company, byCompany.get(company.id) ?? []))
      .sort(byName((company) => company.companyName)),
    panels: input.panels
      .filter((panel) => names.has(panel.companyId))
      .map((panel) => panelStats(panel, names.get(panel.companyId)!, byPanel.get(panel.id) ?? [], input.studentNames))
      .sort(byCompanyThenPanel),
    finishedPerHour: finishedPerHour(input.interviews, input.timeZone),
  };
};

const byCompanyThenPanel = (a: PanelStats, b: PanelStats): number =>
  localeOrder(a.companyName, b.companyName) || localeOrder(a.panelName, b.panelName);

/** What one panel's interviews add to the figures, kept between changes. */
export interface PanelTally {
  readonly panelId: string;
  readonly queueLength: number;
  readonly current: Omit<CurrentInterviewStats, 'studentName'> | null;
  /** Median minutes of the waits from assigned to ongoing, and of the interviews from ongoing to finished. */
  readonly medianWaitMinutes: number | null;
  readonly medianLengthMinutes: number | null;
  readonly noShows: number;
  readonly checkIns: number;
  readonly finished: number;
}

/**
 * What one company's interviews add to the dashboard's figures: kept between changes and made
 * again from that company's interviews alone when one of them changes, so that reading the figures
 * never goes through every interview of the fair.
 */
export interface CompanyTally {
  readonly companyId: string;
  /** Interviews made for the company, walk-ins not counted. */
  readonly interviews: number;
  readonly walkIns: number;
  /** Each panel of the company that has interviews. */
  readonly panels: readonly PanelTally[];
  /** Its finished interviews counted by the quarter hour they last finished in. */
  readonly finishes: readonly QuarterCount[];
}

/** The company's tally from its own interviews (every one of them but the cancelled, walk-ins included). */
export const companyTally = (companyId: string, all: readonly Interview[]): CompanyTally => {
  const own = notCancelled(all);
  const placed = own.filter((interview) => !interview.walkIn).length;
  const panels = [...groupBy(own, (interview) => interview.panelId)].map(([panelId, ofPanel]): PanelTally => {
    const current = currentInterview(ofPanel);
    const count = (status: InterviewStatus) => ofPanel.filter((interview) => interview.status === status).length;
    return {
      panelId,
      queueLength: count('assigned'),
      current:
        current === null
          ? null
          : { interviewId: current.id, studentId: current.studentId, since: lastChangeTo(current, 'ongoing') },
      medianWaitMinutes: median(
        ofPanel.flatMap((interview) => stepDurations(interview.history, 'assigned', 'ongoing')),
      ),
      medianLengthMinutes: median(
        ofPanel.flatMap((interview) => stepDurations(interview.history, 'ongoing', 'finished')),
      ),
      noShows: count('no-show'),
      checkIns: ofPanel.filter((interview) => interview.checkedInAt !== null).length,
      finished: count('finished'),
    };
  });
  return {
    companyId,
    interviews: placed,
    walkIns: own.length - placed,
    panels,
    finishes: finishesByQuarter(finishTimes(own)),
  };
};

export const NO_INTERVIEWS = (companyId: string): CompanyTally => companyTally(companyId, []);

/** The students whose names the figures show from these tallies: those in a current interview. */
export const studentsInCurrentTallies = (tallies: readonly CompanyTally[]): string[] =>
  tallies.flatMap((tally) =>
    tally.panels.flatMap((panel) => (panel.current === null ? [] : [panel.current.studentId])),
  );

export interface TalliedStatsInput {
  readonly companies: readonly Company[];
  readonly panels: readonly Panel[];
  /** One per company of the list; a company without one counts as having no interviews. */
  readonly tallies: ReadonlyMap<string, CompanyTally>;
  readonly studentNames: ReadonlyMap<string, string>;
  readonly timeZone: string;
}

/** Every figure of the dashboard from the companies' tallies: the same as fairStats recounts from every interview. */
export const fairStatsFromTallies = (input: TalliedStatsInput): FairStats => {
  const tallyOf = (companyId: string) => input.tallies.get(companyId) ?? NO_INTERVIEWS(companyId);
  const names = new Map(input.companies.map((company) => [company.id, company.companyName]));
  const panelTallies = new Map(
    input.companies.flatMap((company) => tallyOf(company.id).panels.map((panel) => [panel.panelId, panel] as const)),
  );
  return {
    companies: input.companies
      .map((company): CompanyStats => {
        const tally = tallyOf(company.id);
        return {
          companyId: company.id,
          companyName: company.companyName,
          demand: company.slotsFilled,
          interviews: tally.interviews,
          places: company.numberOfInterviews,
          fillRate: fillRate(tally.interviews, company.numberOfInterviews),
          walkIns: tally.walkIns,
          walkInsOpen: company.walkingStatus,
        };
      })
      .sort(byName((company) => company.companyName)),
    panels: input.panels
      .filter((panel) => names.has(panel.companyId))
      .map((panel): PanelStats => {
        const tally = panelTallies.get(panel.id);
        const current = tally?.current ?? null;
        return {
          panelId: panel.id,
          panelName: panel.panelName,
          companyId: panel.companyId,
          companyName: names.get(panel.companyId)!,
          queueLength: tally?.queueLength ?? 0,
          current:
            current === null ? null : { ...current, studentName: input.studentNames.get(current.studentId) ?? '' },
          medianWaitMinutes: tally?.medianWaitMinutes ?? null,
          medianLengthMinutes: tally?.medianLengthMinutes ?? null,
          noShows: tally?.noShows ?? 0,
          checkIns: tally?.checkIns ?? 0,
          finished: tally?.finished ?? 0,
        };
      })
      .sort(byCompanyThenPanel),
    finishedPerHour: quartersPerHour(
      input.companies.flatMap((company) => tallyOf(company.id).finishes),
      input.timeZone,
    ),
  };
};

/** The students whose names the figures show: those in a current interview. */
export const studentsInCurrentInterviews = (interviews: readonly Interview[]): string[] =>
  currentInterviews(interviews).map((interview) => interview.studentId);
