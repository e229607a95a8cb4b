/*
 * What the portal keeps of a student, and for how long (docs/students.md, "Your data"). The fair's
 * settings say how many days after the fair's last day the students' data is kept, and until how
 * many days after it the companies may download CVs. Both count from the close of the last day's
 * hours on the event's clock; a fair without days has no last day, so neither ends.
 */
import { formatEventDateTime } from './event-time.js';
import { type DayHours, hoursWindows } from './fair-days.js';

export interface DataRetention {
  /** Days after the fair's last day that students' CVs, pictures and personal fields are kept. */
  readonly retentionDays: number;
  /** Days after the fair's last day that companies may still download CVs. */
  readonly cvDownloadDays: number;
}

export const DEFAULT_DATA_RETENTION: DataRetention = { retentionDays: 180, cvDownloadDays: 14 };

export const DATA_RETENTION_LIMITS = {
  retentionDays: { min: 1, max: 3650 },
  cvDownloadDays: { min: 0, max: 365 },
} as const;

export const DATA_RETENTION_MESSAGES = {
  retentionDays: `Keep students' data a whole number of days from ${DATA_RETENTION_LIMITS.retentionDays.min} to ${DATA_RETENTION_LIMITS.retentionDays.max}`,
  cvDownloadDays: `Allow CV downloads a whole number of days from ${DATA_RETENTION_LIMITS.cvDownloadDays.min} to ${DATA_RETENTION_LIMITS.cvDownloadDays.max}`,
  downloadsPastRetention: "CV downloads cannot last longer than students' data is kept",
} as const;

const wholeDays =
  (limits: { readonly min: number; readonly max: number }, message: string) =>
  (days: number): string | null =>
    Number.isInteger(days) && days >= limits.min && days <= limits.max ? null : message;

export const retentionDaysRule = wholeDays(DATA_RETENTION_LIMITS.retentionDays, DATA_RETENTION_MESSAGES.retentionDays);
export const cvDownloadDaysRule = wholeDays(
  DATA_RETENTION_LIMITS.cvDownloadDays,
  DATA_RETENTION_MESSAGES.cvDownloadDays,
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the fair's last day ends (the close of its hours), or null for a fair without days. */
export const fairEnd = (fairDays: readonly DayHours[], timeZone: string): Date | null =>
  hoursWindows(fairDays, timeZone).at(-1)?.end ?? null;

const daysAfterFair = (fairDays: readonly DayHours[], days: number, timeZone: string): Date | null => {
  const end = fairEnd(fairDays, timeZone);
  return end === null ? null : new Date(end.getTime() + days * DAY_MS);
};

type RetentionSettings = DataRetention & { readonly fairDays: readonly DayHours[] };

/** From when companies may no longer download CVs, or null while no end is set. */
export const cvDownloadsEnd = (settings: RetentionSettings, timeZone: string): Date | null =>
  daysAfterFair(settings.fairDays, settings.cvDownloadDays, timeZone);

/** From when the data of students who have not signed in since the fair's last day is purged, or null. */
export const retentionEnd = (settings: RetentionSettings, timeZone: string): Date | null =>
  daysAfterFair(settings.fairDays, settings.retentionDays, timeZone);

/** Why a company's side may not download a CV now, or null while it may. */
export const cvDownloadRefusal = (settings: RetentionSettings, now: Date, timeZone: string): string | null => {
  const end = cvDownloadsEnd(settings, timeZone);
  return end !== null && now.getTime() >= end.getTime()
    ? `CV downloads ended on ${formatEventDateTime(end, timeZone)}, ${settings.cvDownloadDays} days after the fair's last day`
    : null;
};

/**
 * Whether a student is purged once the retention has passed: one who has not signed in since the
 * fair's last day ended (a student who never signed in counts from their sign-up).
 */
export const isDueForPurge = (
  student: { readonly lastSignInAt: Date | null; readonly createdAt: Date },
  fairEndsAt: Date,
): boolean => (student.lastSignInAt ?? student.createdAt).getTime() < fairEndsAt.getTime();

export const STUDENT_DATA_MESSAGES = {
  wrongPassword: 'The password is not right: your account was not deleted',
  passwordRequired: 'Enter your password to delete your account',
  erased: 'Your account and your data were deleted',
} as const;
