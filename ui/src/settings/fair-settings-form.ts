import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { EVENT_TIME_MESSAGES, formatEventDate, formatEventTime, parseEventTime } from '../../../domain/event-time.js';
import { type DayHours, FAIR_DAYS_MESSAGES } from '../../../domain/fair-days.js';
import { type FairSettings, parseEmailDomains, validateFairSettings } from '../../../domain/fair-settings.js';
import type { FieldFailure, Validated } from '../../../domain/validation.js';

/** The settings screen's form: each bound as a date and a time on the event's clock, both blank for none. */
export interface FairSettingsForm {
  readonly opensDate: string;
  readonly opensTime: string;
  readonly closesDate: string;
  readonly closesTime: string;
  /** Domains separated by commas, spaces or new lines. */
  readonly allowedEmailDomains: string;
  /** The fair's days, one a line: "2026-03-02 09:00-17:00". */
  readonly fairDays: string;
  /** Whole minutes, as typed. */
  readonly interviewMinutes: string;
  readonly bufferMinutes: string;
  /** Whole hours a reserve student has to answer an offer before the fair's days, as typed. */
  readonly offerHoursBeforeFair: string;
  /** Whole minutes they have on the fair's days, as typed. */
  readonly offerMinutesOnFairDay: string;
  /** Whole days a no-show's strike lasts, as typed. */
  readonly strikeDays: string;
  /** Whole days after the fair's last day that students' data is kept, and CVs may be downloaded, as typed. */
  readonly retentionDays: string;
  readonly cvDownloadDays: string;
}

/** A whole number as typed; anything else reads as NaN, which the settings' rules refuse with their messages. */
const wholeNumber = (text: string): number => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

const DAY_LINE = /^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})\s*[-–]\s*(\d{2}:\d{2})$/;

/** The days typed one a line ("2026-03-02 09:00-17:00"), blank lines skipped, or the first line that is not one. */
export const parseFairDays = (text: string): E.Either<string, DayHours[]> => {
  const days: DayHours[] = [];
  for (const line of text.split(/\r\n|\r|\n/).map((each) => each.trim())) {
    if (line === '') continue;
    const match = DAY_LINE.exec(line);
    if (match === null) return E.left(FAIR_DAYS_MESSAGES.invalidLine(line));
    const [date, opens, closes] = match.slice(1) as [string, string, string];
    days.push({ date, opens, closes });
  }
  return E.right(days);
};

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
  const days = pipe(
    parseFairDays(form.fairDays),
    E.mapLeft((message): FieldFailure => ({ field: 'fairDays', message })),
  );
  const readFailures = [opens, closes, days].flatMap((read) => (E.isLeft(read) ? [read.left] : []));
  if (E.isLeft(opens) || E.isLeft(closes) || E.isLeft(days)) return E.left(readFailures);
  return pipe(
    validateFairSettings({
      selectionOpensAt: opens.right,
      selectionClosesAt: closes.right,
      allowedEmailDomains: parseEmailDomains(form.allowedEmailDomains),
      fairDays: days.right,
      interviewMinutes: wholeNumber(form.interviewMinutes),
      bufferMinutes: wholeNumber(form.bufferMinutes),
      offerHoursBeforeFair: wholeNumber(form.offerHoursBeforeFair),
      offerMinutesOnFairDay: wholeNumber(form.offerMinutesOnFairDay),
      strikeDays: wholeNumber(form.strikeDays),
      retentionDays: wholeNumber(form.retentionDays),
      cvDownloadDays: wholeNumber(form.cvDownloadDays),
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
  fairDays: settings.fairDays.map((day) => `${day.date} ${day.opens}-${day.closes}`).join('\n'),
  interviewMinutes: String(settings.interviewMinutes),
  bufferMinutes: String(settings.bufferMinutes),
  offerHoursBeforeFair: String(settings.offerHoursBeforeFair),
  offerMinutesOnFairDay: String(settings.offerMinutesOnFairDay),
  strikeDays: String(settings.strikeDays),
  retentionDays: String(settings.retentionDays),
  cvDownloadDays: String(settings.cvDownloadDays),
});
