/*
 * The fair's settings an administrator keeps (docs/allocation.md, "The phases"): the selection
 * window, during which students submit their choice of companies, and the e-mail domains allowed
 * to sign up. A window bound left empty leaves that side open; no domain listed lets any e-mail in.
 * The window holds from its opening instant (included) to its closing instant (excluded).
 */
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  EVENT_TIME_MESSAGES,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  parseEventTime,
} from './event-time.js';
import { checkField, cleanList, type FieldFailure, type Validated, validated } from './validation.js';

export interface FairSettings {
  readonly selectionOpensAt: Date | null;
  readonly selectionClosesAt: Date | null;
  /** Lower-case domains such as "uni.example.org"; empty lets every e-mail sign up. */
  readonly allowedEmailDomains: readonly string[];
}

export const DEFAULT_FAIR_SETTINGS: FairSettings = {
  selectionOpensAt: null,
  selectionClosesAt: null,
  allowedEmailDomains: [],
};

export const FAIR_SETTINGS_MESSAGES = {
  closesBeforeOpening: 'The selection window must close after it opens',
  invalidDomain: 'Enter domains such as uni.example.org, separated by commas or spaces',
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

const onTheEventClock = (instant: Date, timeZone: string): string =>
  `${formatEventDateTime(instant, timeZone)} (${timeZone})`;

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

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domains from a text typed by hand: split on commas, spaces or new lines, "@" dropped, lower case. */
export const parseEmailDomains = (text: string): string[] =>
  cleanList(text.split(/[\s,;]+/).map((domain) => domain.replace(/^@/, '').toLowerCase()));

const domainRule = (domains: readonly string[]): string | null => {
  if (domains.length > MAX_EMAIL_DOMAINS) return FAIR_SETTINGS_MESSAGES.tooManyDomains;
  return domains.every((domain) => DOMAIN.test(domain)) ? null : FAIR_SETTINGS_MESSAGES.invalidDomain;
};

/** True when the e-mail's domain is one of them (exactly, case ignored), or when none is listed. */
export const emailDomainAllowed = (email: string, domains: readonly string[]): boolean => {
  if (domains.length === 0) return true;
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return domains.includes(domain);
};

export const emailDomainRefusal = (domains: readonly string[]): string =>
  domains.length === 1
    ? `Sign-up is open to ${domains[0]} e-mail addresses only`
    : `Sign-up is open to e-mail addresses of ${domains.join(', ')} only`;

/** Settings as an administrator sends them: instants already read (the UI reads them on the event's clock). */
export interface FairSettingsInput {
  readonly selectionOpensAt: Date | null;
  readonly selectionClosesAt: Date | null;
  readonly allowedEmailDomains: readonly string[];
}

export const validateFairSettings = (input: FairSettingsInput): Validated<FairSettings> => {
  const domains = cleanList(input.allowedEmailDomains.map((domain) => domain.toLowerCase()));
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = input;
  const closesAfterOpening = opensAt === null || closesAt === null || closesAt.getTime() > opensAt.getTime();
  return validated(
    [
      closesAfterOpening ? null : { field: 'selectionClosesAt', message: FAIR_SETTINGS_MESSAGES.closesBeforeOpening },
      checkField('allowedEmailDomains', domains, [domainRule]),
    ],
    () => ({ selectionOpensAt: opensAt, selectionClosesAt: closesAt, allowedEmailDomains: domains }),
  );
};

/** The settings screen's form: each bound as a date and a time on the event's clock, both blank for none. */
export interface FairSettingsForm {
  readonly opensDate: string;
  readonly opensTime: string;
  readonly closesDate: string;
  readonly closesTime: string;
  /** Domains separated by commas, spaces or new lines. */
  readonly allowedEmailDomains: string;
}

/** A bound read on the event's clock: null when both are blank, else the failure of the part that is wrong. */
const readBound = (
  date: string,
  time: string,
  timeZone: string,
  field: { readonly date: string; readonly time: string },
): E.Either<FieldFailure, Date | null> => {
  if (date.trim() === '' && time.trim() === '') return E.right(null);
  return pipe(
    parseEventTime(date, time, timeZone),
    E.mapLeft((message) => ({
      field: message === EVENT_TIME_MESSAGES.invalidTime ? field.time : field.date,
      message,
    })),
  );
};

/** The screen's form, read on the event's clock, checked by the same rules as the server's. */
export const validateFairSettingsForm = (form: FairSettingsForm, timeZone: string): Validated<FairSettings> => {
  const opens = readBound(form.opensDate, form.opensTime, timeZone, { date: 'opensDate', time: 'opensTime' });
  const closes = readBound(form.closesDate, form.closesTime, timeZone, { date: 'closesDate', time: 'closesTime' });
  const readFailures = [opens, closes].flatMap((bound) => (E.isLeft(bound) ? [bound.left] : []));
  if (E.isLeft(opens) || E.isLeft(closes)) return E.left(readFailures);
  return pipe(
    validateFairSettings({
      selectionOpensAt: opens.right,
      selectionClosesAt: closes.right,
      allowedEmailDomains: parseEmailDomains(form.allowedEmailDomains),
    }),
    E.mapLeft((failures) =>
      failures.map((failure) =>
        failure.field === 'selectionClosesAt' ? { ...failure, field: 'closesDate' } : failure,
      ),
    ),
  );
};

/** The form showing stored settings on the event's clock. */
export const fairSettingsForm = (settings: FairSettings, timeZone: string): FairSettingsForm => ({
  opensDate: settings.selectionOpensAt === null ? '' : formatEventDate(settings.selectionOpensAt, timeZone),
  opensTime: settings.selectionOpensAt === null ? '' : formatEventTime(settings.selectionOpensAt, timeZone),
  closesDate: settings.selectionClosesAt === null ? '' : formatEventDate(settings.selectionClosesAt, timeZone),
  closesTime: settings.selectionClosesAt === null ? '' : formatEventTime(settings.selectionClosesAt, timeZone),
  allowedEmailDomains: settings.allowedEmailDomains.join(', '),
});

/** A countdown as people read it: "2 d 3 h 4 min", "3 h 12 min", "4 min 5 s"; nothing below zero. */
export const formatCountdown = (milliseconds: number): string => {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h ${minutes} min`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${seconds % 60} s`;
};

/** The student's view of the window at an instant: where it stands, what to say, and the instant counted down to. */
export const selectionWindowNotice = (
  settings: FairSettings,
  now: Date,
  timeZone: string,
): { readonly text: string; readonly countdownTo: Date | null } | null => {
  const { selectionOpensAt: opensAt, selectionClosesAt: closesAt } = settings;
  const state = selectionWindowState(settings, now);
  if (state === 'not-yet-open' && opensAt !== null) {
    return { text: `Selections open at ${onTheEventClock(opensAt, timeZone)}`, countdownTo: opensAt };
  }
  if (state === 'closed' && closesAt !== null) {
    return { text: `Selections closed at ${onTheEventClock(closesAt, timeZone)}`, countdownTo: null };
  }
  if (closesAt !== null)
    return { text: `Selections close at ${onTheEventClock(closesAt, timeZone)}`, countdownTo: closesAt };
  return null;
};
