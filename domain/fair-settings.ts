/*
 * The fair's settings an administrator keeps (docs/allocation.md, "The phases"): the selection
 * window, during which students submit their choice of companies, and the e-mail domains allowed
 * to sign up. A window bound left empty leaves that side open; no domain listed lets any e-mail in.
 * The window holds from its opening instant (included) to its closing instant (excluded). They also
 * hold the fair's days, each with the hours every panel interviews (domain/fair-days.ts).
 */
import { emailDomain, isDomainName } from './email.js';
import { onTheEventClock } from './event-time.js';
import { type DayHours, fairDaysRule, sortDays } from './fair-days.js';
import { DEFAULT_OFFER_WINDOW, type OfferWindow, offerHoursRule, offerMinutesRule } from './reserve-offer.js';
import { checkField, cleanList, type Validated, validated } from './validation.js';

export interface FairSettings extends OfferWindow {
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

export const DEFAULT_FAIR_SETTINGS: FairSettings = {
  selectionOpensAt: null,
  selectionClosesAt: null,
  allowedEmailDomains: [],
  fairDays: [],
  ...DEFAULT_OFFER_WINDOW,
};

export const FAIR_SETTINGS_MESSAGES = {
  closesBeforeOpening: 'The selection window must close after it opens',
  invalidDomain: 'Enter domains such as uni.example.org or *.uni.example.org, separated by commas or spaces',
  tooManyDomains: 'At most 50 domains',
} as const;

export const MAX_EMAIL_DOMAINS = 50;

/** Where the selection window stands at an instant. */
export type SelectionWindowState = 'not-yet-open' | 'open' | 'closed';

export const selectionWindowState = (settings: FairSettings, now: Date): SelectionWindowState => {
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = settings;
  if (opensAt !== null && now.getTime() < opensAt.getTime()) return 'not-yet-open';
  if (closesAt !== null && now.getTime() >= closesAt.getTime()) return 'closed';
  return 'open';
};

/** Why a selection cannot be submitted now, or null while the window is open. */
export const selectionWindowRefusal = (settings: FairSettings, now: Date, timeZone: string): string | null => {
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
  /** How long a reserve student has to answer an offered place (domain/reserve-offer.ts); the defaults when left out. */
  readonly offerHoursBeforeFair?: number;
  readonly offerMinutesOnFairDay?: number;
}

export const validateFairSettings = (input: FairSettingsInput): Validated<FairSettings> => {
  const domains = cleanList(input.allowedEmailDomains.map((domain) => domain.toLowerCase()));
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = input;
  const {
    offerHoursBeforeFair = DEFAULT_OFFER_WINDOW.offerHoursBeforeFair,
    offerMinutesOnFairDay = DEFAULT_OFFER_WINDOW.offerMinutesOnFairDay,
  } = input;
  const closesAfterOpening = opensAt === null || closesAt === null || closesAt.getTime() > opensAt.getTime();
  return validated(
    [
      closesAfterOpening ? null : { field: 'selectionClosesAt', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening },
      checkField('allowedEmailDomains', domains, [domainRule]),
      checkField('fairDays', input.fairDays, [fairDaysRule]),
      checkField('offerHoursBeforeFair', offerHoursBeforeFair, [offerHoursRule]),
      checkField('offerMinutesOnFairDay', offerMinutesOnFairDay, [offerMinutesRule]),
    ],
    () => ({
      selectionOpensAt: opensAt,
      selectionClosesAt: closesAt,
      allowedEmailDomains: domains,
      fairDays: sortDays(input.fairDays),
      offerHoursBeforeFair,
      offerMinutesOnFairDay,
    }),
  );
};
