/*
 * Student sign-up (spec §5). Required: email, password, index number, title, common name;
 * the name with initials is optional. Our wording where the spec gives none: "Email is required",
 * "Password is required", "Title is required", "Title must be Mr or Miss"; the required common
 * name and index number use design §5.2's messages.
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { PASSWORD_MESSAGES, SIGN_UP_PASSWORD_MIN_LENGTH } from './password.js';
import {
  indexNumberRules,
  normalizeIndexNumber,
  SIGN_UP_TITLES,
  STUDENT_MESSAGES,
  type SignUpTitle,
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

export const validateSignUp = (form: SignUpForm): Validated<SignUp> =>
  validated(
    [
      checkField('email', form.email, [required(SIGN_UP_MESSAGES.emailRequired), emailFormat]),
      checkField('title', form.title.trim(), [
        required(SIGN_UP_MESSAGES.titleRequired),
        oneOf(SIGN_UP_TITLES, SIGN_UP_MESSAGES.invalidTitle),
      ]),
      checkField('commonName', form.commonName, [required(SIGN_UP_MESSAGES.commonNameRequired)]),
      checkField('indexNumber', form.indexNumber, indexNumberRules),
      checkField('password', form.password, [
        present(SIGN_UP_MESSAGES.passwordRequired),
        minLength(SIGN_UP_PASSWORD_MIN_LENGTH, SIGN_UP_MESSAGES.passwordTooShort),
      ]),
    ],
    () => ({
      email: normalizeEmail(form.email),
      fullName: (form.fullName ?? '').trim(),
      title: form.title.trim() as SignUpTitle,
      commonName: form.commonName.trim(),
      indexNumber: normalizeIndexNumber(form.indexNumber),
      password: form.password,
    }),
  );
