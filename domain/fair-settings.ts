/*
 * The fair's settings an administrator keeps (docs/allocation.md, "The phases"): the selection
 * window, during which students submit their choice of companies, and the e-mail domains allowed
 * to sign up. A window bound left empty leaves that side open; no domain listed lets any e-mail in.
 * The window holds from its opening instant (included) to its closing instant (excluded). They also
 * hold the fair's days, each with the hours every panel interviews (domain/fair-days.ts), and how
 * long an interview lasts with the least time between two of a student's interviews
 * (domain/interview-schedule.ts): settings saved before they held these have none, and the
 * installation's configured length and buffer hold for them. They hold how long a reserve
 * student has to answer an offered place (domain/reserve-offer.ts), how long a no-show's strike
 * lasts (domain/strike.ts), and last how long the students' data is kept and CVs may be downloaded
 * after the fair (domain/student-data.ts).
 */
import { emailDomain, isDomainName } from './email.js';
import { onTheEventClock } from './event-time.js';
import { type DayHours, fairDaysRule, sortDays } from './fair-days.js';
import { DEFAULT_SCHEDULE_RULES, type ScheduleRules } from './interview-schedule.js';
import { DEFAULT_OFFER_WINDOW, type OfferWindow, offerHoursRule, offerMinutesRule } from './reserve-offer.js';
import { DEFAULT_STRIKE_LENGTH, type StrikeLength, strikeDaysRule } from './strike.js';
import {
  cvDownloadDaysRule,
  DATA_RETENTION_MESSAGES,
  type DataRetention,
  DEFAULT_DATA_RETENTION,
  retentionDaysRule,
} from './student-data.js';
import { checkField, cleanList, type Validated, validated } from './validation.js';

export interface FairSettings extends ScheduleRules, OfferWindow, StrikeLength, DataRetention {
  readonly selectionOpensAt: Date | null;
  readonly selectionClosesAt: Date | null;
  /**
   * Lower-case domains such as "uni.example.org" (that domain only) or "*.uni.example.org" (any of
   * its sub-domains, such as eng.uni.example.org); empty lets every e-mail sign up.
   */
  readonly allowedEmailDomains: readonly string[];
  /** The fair's days and every panel's hours on each (domain/fair-days.ts); empty binds no time to a day. */
  readonly fairDays: readonly DayHours[];
}

/** The settings as stored: those saved before the fair kept its interview length and buffer lack them. */
export type StoredFairSettings = Omit<FairSettings, keyof ScheduleRules> & Partial<ScheduleRules>;

/** No window, any domain, no days, and the fair's usual 25-minute interviews 5 minutes apart. */
export const DEFAULT_FAIR_SETTINGS: FairSettings = {
  selectionOpensAt: null,
  selectionClosesAt: null,
  allowedEmailDomains: [],
  fairDays: [],
  ...DEFAULT_SCHEDULE_RULES,
  ...DEFAULT_OFFER_WINDOW,
  ...DEFAULT_STRIKE_LENGTH,
  ...DEFAULT_DATA_RETENTION,
};

/** The settings as they hold: the stored ones, with the installation's length and buffer where none is stored. */
export const withScheduleDefaults = (stored: StoredFairSettings, defaults: ScheduleRules): FairSettings => ({
  ...stored,
  interviewMinutes: stored.interviewMinutes ?? defaults.interviewMinutes,
  bufferMinutes: stored.bufferMinutes ?? defaults.bufferMinutes,
});

/** The interview length and the buffer each lie in these bounds, in whole minutes (as INTERVIEW_MINUTES and BUFFER_MINUTES). */
export const INTERVIEW_MINUTES_RANGE = { min: 5, max: 240 } as const;
export const BUFFER_MINUTES_RANGE = { min: 0, max: 120 } as const;

export const FAIR_SETTINGS_MESSAGES = {
  closesBeforeOpening: 'The selection window must close after it opens',
  invalidDomain: 'Enter domains such as uni.example.org or *.uni.example.org, separated by commas or spaces',
  tooManyDomains: 'At most 50 domains',
  interviewMinutes: `An interview lasts a whole number of minutes from ${INTERVIEW_MINUTES_RANGE.min} to ${INTERVIEW_MINUTES_RANGE.max}`,
  bufferMinutes: `The time between a student's interviews is a whole number of minutes from ${BUFFER_MINUTES_RANGE.min} to ${BUFFER_MINUTES_RANGE.max}`,
} as const;

export const MAX_EMAIL_DOMAINS = 50;

/** Where the selection window stands at an instant. */
export type SelectionWindowState = 'not-yet-open' | 'open' | 'closed';

/** The settings the selection window is read from. */
export type SelectionWindowSettings = Pick<FairSettings, 'selectionOpensAt' | 'selectionClosesAt'>;

export const selectionWindowState = (settings: SelectionWindowSettings, now: Date): SelectionWindowState => {
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = settings;
  if (opensAt !== null && now.getTime() < opensAt.getTime()) return 'not-yet-open';
  if (closesAt !== null && now.getTime() >= closesAt.getTime()) return 'closed';
  return 'open';
};

/** Why a selection cannot be submitted now, or null while the window is open. */
export const selectionWindowRefusal = (
  settings: SelectionWindowSettings,
  now: Date,
  timeZone: string,
): string | null => {
  const state = selectionWindowState(settings, now);
  if (state === 'not-yet-open' && settings.selectionOpensAt !== null) {
    return `Selections open at ${onTheEventClock(settings.selectionOpensAt, timeZone)}`;
  }
  if (state === 'closed' && settings.selectionClosesAt !== null) {
    return `Selections closed at ${onTheEventClock(settings.selectionClosesAt, timeZone)}`;
  }
  return null;
};

/** A "*." before a domain lets in its sub-domains. */
const SUB_DOMAINS = '*.';

const isDomainEntry = (entry: string): boolean =>
  isDomainName(entry.startsWith(SUB_DOMAINS) ? entry.slice(SUB_DOMAINS.length) : entry);

/** The domains from a text typed by hand: split on commas, spaces or new lines, "@" dropped, lower case. */
export const parseEmailDomains = (text: string): string[] =>
  cleanList(text.split(/[\s,;]+/).map((domain) => domain.replace(/^@/, '').toLowerCase()));

const domainRule = (domains: readonly string[]): string | null => {
  if (domains.length > MAX_EMAIL_DOMAINS) return FAIR_SETTINGS_MESSAGES.tooManyDomains;
  return domains.every(isDomainEntry) ? null : FAIR_SETTINGS_MESSAGES.invalidDomain;
};

const domainMatches = (domain: string, entry: string): boolean =>
  entry.startsWith(SUB_DOMAINS) ? domain.endsWith(entry.slice(1)) : domain === entry;

/**
 * True when the e-mail is one mailbox (domain/email.ts) whose domain is listed (exactly, case
 * ignored) or is a sub-domain of a "*." entry; any mailbox passes when none is listed.
 */
export const emailDomainAllowed = (email: string, domains: readonly string[]): boolean => {
  const domain = emailDomain(email);
  if (domain === null) return false;
  return domains.length === 0 || domains.some((entry) => domainMatches(domain, entry));
};

const describeEntry = (entry: string): string =>
  entry.startsWith(SUB_DOMAINS) ? `any sub-domain of ${entry.slice(SUB_DOMAINS.length)}` : entry;

export const emailDomainRefusal = (domains: readonly string[]): string =>
  domains.length === 1 && !domains[0]!.startsWith(SUB_DOMAINS)
    ? `Sign-up is open to ${domains[0]} e-mail addresses only`
    : `Sign-up is open to e-mail addresses of ${domains.map(describeEntry).join(', ')} only`;

/** Settings as an administrator sends them: instants already read (the UI reads them on the event's clock). */
export interface FairSettingsInput {
  readonly selectionOpensAt: Date | null;
  readonly selectionClosesAt: Date | null;
  readonly allowedEmailDomains: readonly string[];
  readonly fairDays: readonly DayHours[];
  readonly interviewMinutes: number;
  readonly bufferMinutes: number;
  /** How long a reserve student has to answer an offered place (domain/reserve-offer.ts). */
  readonly offerHoursBeforeFair: number;
  readonly offerMinutesOnFairDay: number;
  /** How many days a no-show's strike lasts (domain/strike.ts). */
  readonly strikeDays: number;
  /** How long the students' data is kept, and CVs may be downloaded, after the fair (domain/student-data.ts). */
  readonly retentionDays: number;
  readonly cvDownloadDays: number;
}

const wholeMinutes =
  (range: { readonly min: number; readonly max: number }, message: string) =>
  (minutes: number): string | null =>
    Number.isInteger(minutes) && minutes >= range.min && minutes <= range.max ? null : message;

export const validateFairSettings = (input: FairSettingsInput): Validated<FairSettings> => {
  const domains = cleanList(input.allowedEmailDomains.map((domain) => domain.toLowerCase()));
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = input;
  const { offerHoursBeforeFair, offerMinutesOnFairDay, retentionDays, cvDownloadDays } = input;
  const closesAfterOpening = opensAt === null || closesAt === null || closesAt.getTime() > opensAt.getTime();
  return validated(
    [
      closesAfterOpening ? null : { field: 'selectionClosesAt', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening },
      checkField('allowedEmailDomains', domains, [domainRule]),
      checkField('fairDays', input.fairDays, [fairDaysRule]),
      checkField('interviewMinutes', input.interviewMinutes, [
        wholeMinutes(INTERVIEW_MINUTES_RANGE, FAIR_SETTINGS_MESSAGES.interviewMinutes),
      ]),
      checkField('bufferMinutes', input.bufferMinutes, [
        wholeMinutes(BUFFER_MINUTES_RANGE, FAIR_SETTINGS_MESSAGES.bufferMinutes),
      ]),
      checkField('offerHoursBeforeFair', offerHoursBeforeFair, [offerHoursRule]),
      checkField('offerMinutesOnFairDay', offerMinutesOnFairDay, [offerMinutesRule]),
      checkField('strikeDays', input.strikeDays, [strikeDaysRule]),
      checkField('retentionDays', retentionDays, [retentionDaysRule]),
      checkField('cvDownloadDays', cvDownloadDays, [
        cvDownloadDaysRule,
        (days) => (days > retentionDays ? DATA_RETENTION_MESSAGES.downloadsPastRetention : null),
      ]),
    ],
    () => ({
      selectionOpensAt: opensAt,
      selectionClosesAt: closesAt,
      allowedEmailDomains: domains,
      fairDays: sortDays(input.fairDays),
      interviewMinutes: input.interviewMinutes,
      bufferMinutes: input.bufferMinutes,
      offerHoursBeforeFair,
      offerMinutesOnFairDay,
      strikeDays: input.strikeDays,
      retentionDays,
      cvDownloadDays,
    }),
  );
};
