import type { SelectionRecord } from './selection.js';
import type { StudentProfile } from './student-profile.js';
import { maxLength, required, type Rule } from './validation.js';

export const SIGN_UP_TITLES = ['Mr', 'Miss'] as const;
export const PROFILE_TITLES = ['Mr', 'Mrs', 'Miss'] as const;
export type SignUpTitle = (typeof SIGN_UP_TITLES)[number];
export type ProfileTitle = (typeof PROFILE_TITLES)[number];

/** A student's account: the profile they edit, and what the portal keeps beside it. */
export interface Student extends StudentProfile {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly emailConfirmed: boolean;
  /** FileStorage key of the profile picture. */
  readonly pictureKey: string | null;
  /** FileStorage key of the general CV. */
  readonly cvKey: string | null;
  /** FileStorage keys of company-specific CVs, by company id. */
  readonly companyCvKeys: Readonly<Record<string, string>>;
  /** The submitted selection; null until the first submission. */
  readonly selection: SelectionRecord | null;
  /** Raised by every password change; tokens issued under an older one no longer hold (account-session.ts). */
  readonly sessionVersion: number;
  /** The student asked for no interview reminders by e-mail (docs/fair-operations.md). */
  readonly remindersOff: boolean;
  /** The student asked for no e-mail telling them the interviews the allocation or the scheduling gave them. */
  readonly scheduleMailsOff: boolean;
  readonly createdAt: Date;
  /** When the student last signed in; null before their first sign-in (domain/student-data.ts reads it for the purge). */
  readonly lastSignInAt: Date | null;
}

/** The student's switches for the e-mails the portal sends them unasked: each says those e-mails are off. */
export type MailSwitch = 'remindersOff' | 'scheduleMailsOff';

export const INDEX_NUMBER_MAX_LENGTH = 7;

/** Students per page of the admin's student list; the page count comes from the real total (design §5.6). */
export const STUDENT_LIST_PAGE_SIZE = 10;

/**
 * Messages about a student's own fields, shared by sign-up and the profile form.
 * The spec's: invalidIndexNumber. Design §5.2's: fullNameRequired, commonNameRequired,
 * indexNumberRequired. Ours (the spec names the rule, not the message): titleRequired,
 * signUpTitle, profileTitle.
 */
export const STUDENT_MESSAGES = {
  invalidIndexNumber: 'Invalid Index Number!',
  fullNameRequired: 'Full name is required',
  commonNameRequired: 'Common name is required',
  indexNumberRequired: 'Index number is required',
  titleRequired: 'Title is required',
  signUpTitle: 'Title must be Mr or Miss',
  profileTitle: 'Title must be Mr, Mrs or Miss',
} as const;

/** Index numbers are kept trimmed and upper-case (they end in a letter, e.g. 190356K). */
export const normalizeIndexNumber = (value: string): string => value.trim().toUpperCase();

export const indexNumberRules: ReadonlyArray<Rule<string>> = [
  required(STUDENT_MESSAGES.indexNumberRequired),
  (value) => maxLength(INDEX_NUMBER_MAX_LENGTH, STUDENT_MESSAGES.invalidIndexNumber)(value.trim()),
];

/** The name shown for a student in lists and exports: the name with initials, else the common name. */
export const displayName = (student: Pick<Student, 'fullName' | 'commonName'>): string =>
  student.fullName.trim() !== '' ? student.fullName.trim() : student.commonName.trim();
