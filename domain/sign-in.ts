/*
 * Sign-in forms (spec §5).
 * E-mail variant: exactly the spec's two messages; an empty e-mail is an invalid one.
 * Company variant: username and password are required. Our wording: "Username is required",
 * "Password is required"; a password sent is at least 6 characters (spec §5, §9), with the e-mail
 * variant's message.
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password.js';
import { checkField, minLength, present, required, validated, type Validated } from './validation.js';

export interface SignInForm {
  readonly email: string;
  readonly password: string;
}

export interface CompanySignInForm {
  readonly username: string;
  readonly password: string;
}

export interface EmailCredentials {
  readonly email: string;
  readonly password: string;
}

export interface UsernameCredentials {
  readonly username: string;
  readonly password: string;
}

export const SIGN_IN_MESSAGES = {
  invalidEmail: EMAIL_MESSAGES.invalid,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  usernameRequired: 'Username is required',
  passwordRequired: PASSWORD_MESSAGES.required,
} as const;

export const validateSignIn = (form: SignInForm): Validated<EmailCredentials> =>
  validated(
    [
      checkField('email', form.email, [emailFormat]),
      checkField('password', form.password, [minLength(PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES.passwordTooShort)]),
    ],
    () => ({ email: normalizeEmail(form.email), password: form.password }),
  );

export const validateCompanySignIn = (form: CompanySignInForm): Validated<UsernameCredentials> =>
  validated(
    [
      checkField('username', form.username, [required(SIGN_IN_MESSAGES.usernameRequired)]),
      checkField('password', form.password, [
        present(SIGN_IN_MESSAGES.passwordRequired),
        minLength(PASSWORD_MIN_LENGTH, SIGN_IN_MESSAGES.passwordTooShort),
      ]),
    ],
    () => ({ username: form.username.trim(), password: form.password }),
  );
