/*
 * Fairs (docs/fairs.md): the society runs one fair a year. Accounts live across fairs; everything a
 * fair produces belongs to it. Exactly one fair is current; the others are past, read-only, and keep
 * their dashboard, exports, reports and audit log. Next year's fair is made from the current one once
 * it is over: its settings, with its days moved on by a whole number of days, and its companies with
 * their panels and coordinators, but nothing of the students' (selections, interviews, assessments,
 * check-ins).
 */
import { dateAfter, type DayHours, sortDays } from './fair-days.js';
import type { StoredFairSettings } from './fair-settings.js';
import type { FairStats } from './fair-stats.js';
import { checkField, maxLength, required, type Validated, validated } from './validation.js';

/** A fair's figures when it ended, which the dashboard sets beside the current fair's. */
export interface FairFigures {
  readonly companies: number;
  /** Interviews made for the companies, walk-ins not counted. */
  readonly interviews: number;
  /** The places the companies offered. */
  readonly places: number;
  readonly noShows: number;
  /** interviews ÷ places; null without places. */
  readonly fillRate: number | null;
  /** no-shows ÷ interviews; null without interviews. */
  readonly noShowRate: number | null;
  /** interviews ÷ companies; null without companies. */
  readonly interviewsPerCompany: number | null;
}

export interface Fair {
  readonly id: string;
  readonly name: string;
  /** The year of its first day (of its making, for a fair without days). */
  readonly year: number;
  readonly current: boolean;
  readonly createdAt: Date;
  /** When it became past: the next fair was made from it. */
  readonly endedAt: Date | null;
  /** A past fair's days as they were when it ended; the current fair's are its settings' (fair-settings.ts). */
  readonly days: readonly string[];
  /** A past fair's figures when it ended; null for the current fair. */
  readonly figures: FairFigures | null;
  /**
   * The next fair being made from this one, recorded before anything of this fair is kept aside or
   * cleared: making it again after a broken-off run finishes the same fair.
   */
  readonly closing: ClosingFair | null;
}

export interface ClosingFair {
  readonly nextId: string;
  readonly name: string;
  readonly offsetDays: number;
  /** This fair's figures as they stood before anything was cleared. */
  readonly figures: FairFigures;
}

/** How a request names the fair it is for (`?fair=<id>`); without it, the current fair. */
export const FAIR_PARAMETER = 'fair';

/** The fair that a store written before fairs existed becomes on upgrade: its id is fixed, so that two servers upgrading at once make one. */
export const FIRST_FAIR_ID = '000000000000000000000001';

export const NAME_MAX_LENGTH = 100;

/** The most a fair's days move on: three years. */
export const OFFSET_DAYS_RANGE = { min: 1, max: 1098 } as const;

export const FAIR_MESSAGES = {
  nameRequired: 'Give the new fair a name',
  nameTooLong: `The name is at most ${NAME_MAX_LENGTH} characters`,
  offsetDays: `The offset is a whole number of days from ${OFFSET_DAYS_RANGE.min} to ${OFFSET_DAYS_RANGE.max}`,
  overlap: (offsetDays: number, firstDay: string, lastDay: string, least: number) =>
    `An offset of ${offsetDays} ${offsetDays === 1 ? 'day' : 'days'} puts the new fair's first day on ${firstDay}, not after this fair's last day ` +
    `${lastDay}: the fairs' days would overlap. Choose at least ${least} days`,
  noDays:
    "This fair has no days: set them in the Fair Settings first, as the next fair's days are this fair's moved on",
  notOver: (lastDay: string) => `This fair runs until ${lastDay}: next year's fair can be made once it is over`,
  readOnly: (name: string) => `${name} is over and read-only: changes go to the current fair`,
  notFound: (id: string) => `No fair with id ${id}`,
  adminsOnly: 'Only administrators open a past fair',
} as const;

/** A fair made current now: nothing of it has ended yet. */
export const newCurrentFair = (id: string, name: string, year: number, createdAt: Date): Fair => ({
  id,
  name,
  year,
  current: true,
  createdAt,
  endedAt: null,
  days: [],
  figures: null,
  closing: null,
});

/** The name the first fair gets on upgrade. */
export const firstFairName = (year: number): string => `Career fair ${year}`;

const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The days, each with its hours, moved on by the offset. */
export const movedOn = <D extends { readonly date: string }>(days: readonly D[], offsetDays: number): D[] =>
  days.map((day) => ({ ...day, date: dateAfter(day.date, offsetDays) }));

/** The year a fair with these days belongs to: its first day's, or, without days, the one given. */
export const yearOf = (days: readonly DayHours[], otherwise: number): number => {
  const first = sortDays(days)[0];
  return first === undefined ? otherwise : Number(first.date.slice(0, 4));
};

export interface NextFairForm {
  readonly name: string;
  readonly offsetDays: number;
}

/**
 * The next fair as asked for, judged against the current fair's days: a name, and an offset that moves
 * every day past the current fair's last day (the fairs' days never overlap).
 */
export const validateNextFair = (
  form: { readonly name?: unknown; readonly offsetDays?: unknown },
  days: readonly DayHours[],
): Validated<NextFairForm> => {
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  const offsetDays = typeof form.offsetDays === 'number' ? form.offsetDays : Number.NaN;
  const dates = days.map((day) => day.date).sort();
  return validated(
    [
      checkField('name', name, [
        required(FAIR_MESSAGES.nameRequired),
        maxLength(NAME_MAX_LENGTH, FAIR_MESSAGES.nameTooLong),
      ]),
      checkField('offsetDays', offsetDays, [
        (value) =>
          Number.isInteger(value) && value >= OFFSET_DAYS_RANGE.min && value <= OFFSET_DAYS_RANGE.max
            ? null
            : FAIR_MESSAGES.offsetDays,
        (value) => {
          const first = dates[0];
          const last = dates[dates.length - 1];
          if (first === undefined || last === undefined) return null;
          const least = daysBetween(first, last) + 1;
          return value >= least ? null : FAIR_MESSAGES.overlap(value, dateAfter(first, value), last, least);
        },
      ]),
    ],
    () => ({ name, offsetDays }),
  );
};

/** The fair's figures, as the dashboard compares them, from its statistics. */
export const fairFiguresOf = (stats: FairStats): FairFigures => {
  const interviews = stats.companies.reduce((sum, company) => sum + company.interviews, 0);
  const places = stats.companies.reduce((sum, company) => sum + company.places, 0);
  const noShows = stats.panels.reduce((sum, panel) => sum + panel.noShows, 0);
  const companies = stats.companies.length;
  return {
    companies,
    interviews,
    places,
    noShows,
    fillRate: places === 0 ? null : interviews / places,
    noShowRate: interviews === 0 ? null : noShows / interviews,
    interviewsPerCompany: companies === 0 ? null : interviews / companies,
  };
};

/**
 * The next fair's settings: this fair's, with its days and selection window moved on by the offset
 * (each day keeps its hours).
 */
export const nextFairSettings = (settings: StoredFairSettings, offsetDays: number): StoredFairSettings => {
  const later = (instant: Date | null) => (instant === null ? null : new Date(instant.getTime() + offsetDays * DAY_MS));
  return {
    ...settings,
    fairDays: movedOn(settings.fairDays, offsetDays),
    selectionOpensAt: later(settings.selectionOpensAt),
    selectionClosesAt: later(settings.selectionClosesAt),
  };
};
