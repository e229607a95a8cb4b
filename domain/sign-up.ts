/*
 * Student sign-up (spec §5). Required: email, password, index number, title, common name;
 * the name with initials is optional. Our wording where the spec gives none: "Email is required",
 * "Password is required", "Title is required", "Title must be Mr or Miss"; the required common
 * name and index number use design §5.2's messages.
 */
import { FIRST_SESSION_VERSION } from './account-session.js';
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { PASSWORD_MESSAGES, SIGN_UP_PASSWORD_MIN_LENGTH } from './password.js';
import {
  indexNumberRules,
  normalizeIndexNumber,
  SIGN_UP_TITLES,
  STUDENT_MESSAGES,
  type SignUpTitle,
  type Student,
} from './student.js';
import { checkField, minLength, oneOf, present, required, validated, type Validated } from './validation.js';

export interface SignUpForm {
  readonly email: string;
  readonly fullName?: string;
  readonly title: string;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly password: string;
}

/** The sign-up payload of spec §3, cleaned. */
export interface SignUp {
  readonly email: string;
  readonly fullName: string;
  readonly title: SignUpTitle;
  readonly commonName: string;
  readonly indexNumber: string;
  readonly password: string;
}

export const SIGN_UP_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  invalidEmail: EMAIL_MESSAGES.invalid,
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  titleRequired: STUDENT_MESSAGES.titleRequired,
  invalidTitle: STUDENT_MESSAGES.signUpTitle,
  commonNameRequired: STUDENT_MESSAGES.commonNameRequired,
  indexNumberRequired: STUDENT_MESSAGES.indexNumberRequired,
  invalidIndexNumber: STUDENT_MESSAGES.invalidIndexNumber,
} as const;

/** A student's own fields as sign-up knows them, without the password: what an import of students gives too. */
export type StudentIdentityForm = Omit<SignUpForm, 'password'>;
export type StudentIdentity = Omit<SignUp, 'password'>;

/** The checks of a student's own fields, one per field (null: the field is right), as sign-up makes them. */
export const studentIdentityChecks = (form: StudentIdentityForm) => [
  checkField('email', form.email, [required(SIGN_UP_MESSAGES.emailRequired), emailFormat]),
  checkField('title', form.title.trim(), [
    required(SIGN_UP_MESSAGES.titleRequired),
    oneOf(SIGN_UP_TITLES, SIGN_UP_MESSAGES.invalidTitle),
  ]),
  checkField('commonName', form.commonName, [required(SIGN_UP_MESSAGES.commonNameRequired)]),
  checkField('indexNumber', form.indexNumber, indexNumberRules),
];

/** A student's own fields, cleaned as sign-up stores them; call once studentIdentityChecks found nothing. */
export const cleanStudentIdentity = (form: StudentIdentityForm): StudentIdentity => ({
  email: normalizeEmail(form.email),
  fullName: (form.fullName ?? '').trim(),
  title: form.title.trim() as SignUpTitle,
  commonName: form.commonName.trim(),
  indexNumber: normalizeIndexNumber(form.indexNumber),
});

export const validateSignUp = (form: SignUpForm): Validated<SignUp> =>
  validated(
    [
      ...studentIdentityChecks(form),
      checkField('password', form.password, [
        present(SIGN_UP_MESSAGES.passwordRequired),
        minLength(SIGN_UP_PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordTooShort),
      ]),
    ],
    () => ({ ...cleanStudentIdentity(form), password: form.password }),
  );

/** A new student account of these fields, with nothing else of the student's yet. */
export const newStudentAccount = (account: {
  readonly id: string;
  readonly identity: StudentIdentity;
  readonly passwordHash: string;
  readonly emailConfirmed: boolean;
  readonly createdAt: Date;
}): Student => ({
  id: account.id,
  email: account.identity.email,
  passwordHash: account.passwordHash,
  fullName: account.identity.fullName,
  title: account.identity.title,
  commonName: account.identity.commonName,
  indexNumber: account.identity.indexNumber,
  description: '',
  linkedInURL: '',
  githubURL: '',
  personalURL: '',
  emailConfirmed: account.emailConfirmed,
  pictureKey: null,
  cvKey: null,
  companyCvKeys: {},
  selection: null,
  sessionVersion: FIRST_SESSION_VERSION,
  remindersOff: false,
  scheduleMailsOff: false,
  createdAt: account.createdAt,
  lastSignInAt: null,
});
