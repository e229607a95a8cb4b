/*
 * The Add Admin form (spec §5): e-mail, password, confirmation. Our choices: e-mail and password
 * are required ("Email is required", "Password is required") and the password needs at least 6
 * characters, the sign-in minimum, so the new admin can sign in.
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { matches, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password.js';
import { checkField, minLength, present, required, validated, type Validated } from './validation.js';

export interface Admin {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  /** Raised by every password change; tokens issued under an older one no longer hold (account-session.ts). */
  readonly sessionVersion: number;
  readonly createdAt: Date;
}

export interface AddAdminForm {
  readonly email: string;
  readonly password: string;
  readonly confirmpassword: string;
}

export interface NewAdmin {
  readonly email: string;
  readonly password: string;
}

export const ADD_ADMIN_MESSAGES = {
  emailRequired: EMAIL_MESSAGES.required,
  invalidEmail: EMAIL_MESSAGES.invalid,
  passwordRequired: PASSWORD_MESSAGES.required,
  passwordTooShort: PASSWORD_MESSAGES.tooShort,
  passwordsDoNotMatch: PASSWORD_MESSAGES.doNotMatch,
} as const;

export const validateAddAdmin = (form: AddAdminForm): Validated<NewAdmin> =>
  validated(
    [
      checkField('email', form.email, [required(ADD_ADMIN_MESSAGES.emailRequired), emailFormat]),
      checkField('password', form.password, [
        present(ADD_ADMIN_MESSAGES.passwordRequired),
        minLength(PASSWORD_MIN_LENGTH, ADD_ADMIN_MESSAGES.passwordTooShort),
      ]),
      checkField('confirmpassword', form.confirmpassword, [matches(form.password, ADD_ADMIN_MESSAGES.passwordsDoNotMatch)]),
    ],
    () => ({ email: normalizeEmail(form.email), password: form.password }),
  );
