/*
 * Forgot password, three steps (spec §4, §5): e-mail, PIN, new password.
 * The spec's messages: "Email Required!", "Password Required!", "Password does not match!", and
 * design §5.8's "Password should contain at least 6 characters!". Ours: "Invalid email" (spec §5's
 * e-mail message) for a malformed address, "PIN is required", "PIN must be 6 characters".
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { matches, PASSWORD_MIN_LENGTH } from './password.js';
import type { Role } from './role.js';
import { checkField, minLength, present, required, validated, type Validated } from './validation.js';

export const PIN_LENGTH = 6;

/** Each role's forgot password page, linked from its sign-in; the student's is the spec's `/forgot-password`. */
export const ROLE_FORGOT_PASSWORD_PATHS: Readonly<Record<Role, string>> = {
  admin: '/admin/forgot-password',
  student: '/forgot-password',
  coordinator: '/coordinator/forgot-password',
  company: '/company/forgot-password',
};

export const FORGOT_PASSWORD_MESSAGES = {
  emailRequired: 'Email Required!',
  usernameRequired: 'Username Required!',
  invalidEmail: EMAIL_MESSAGES.invalid,
  pinRequired: 'PIN is required',
  pinLength: 'PIN must be 6 characters',
  passwordRequired: 'Password Required!',
  passwordsDoNotMatch: 'Password does not match!',
  passwordTooShort: 'Password should contain at least 6 characters!',
} as const;

export const validateResetEmail = (form: { readonly email: string }): Validated<{ readonly email: string }> =>
  validated([checkField('email', form.email, [required(FORGOT_PASSWORD_MESSAGES.emailRequired), emailFormat])], () => ({
    email: normalizeEmail(form.email),
  }));

/** A company's forgot password names the account by its username, as its sign-in does. */
export const validateResetUsername = (form: { readonly username: string }): Validated<{ readonly username: string }> =>
  validated([checkField('username', form.username, [required(FORGOT_PASSWORD_MESSAGES.usernameRequired)])], () => ({
    username: form.username.trim(),
  }));

export const validateResetPin = (form: { readonly pin: string }): Validated<{ readonly pin: string }> =>
  validated(
    [
      checkField('pin', form.pin.trim(), [
        required(FORGOT_PASSWORD_MESSAGES.pinRequired),
        (pin) => (pin.length === PIN_LENGTH ? null : FORGOT_PASSWORD_MESSAGES.pinLength),
      ]),
    ],
    () => ({ pin: form.pin.trim() }),
  );

export interface NewPasswordForm {
  readonly password: string;
  readonly confirmpassword: string;
}

export const validateNewPassword = (form: NewPasswordForm): Validated<{ readonly password: string }> =>
  validated(
    [
      checkField('password', form.password, [
        present(FORGOT_PASSWORD_MESSAGES.passwordRequired),
        minLength(PASSWORD_MIN_LENGTH, FORGOT_PASSWORD_MESSAGES.passwordTooShort),
      ]),
      checkField('confirmpassword', form.confirmpassword, [
        present(FORGOT_PASSWORD_MESSAGES.passwordRequired),
        matches(form.password, FORGOT_PASSWORD_MESSAGES.passwordsDoNotMatch),
      ]),
    ],
    () => ({ password: form.password }),
  );
