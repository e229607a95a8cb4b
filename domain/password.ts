import type { Rule } from './validation.js';

/**
 * Minimum length on sign-in, change and reset (spec §9), and for the accounts an admin creates,
 * so that every account it creates can pass the sign-in form.
 */
export const PASSWORD_MIN_LENGTH = 6;
/** Sign-up wants strictly more than 6 characters (spec §9). */
export const SIGN_UP_PASSWORD_MIN_LENGTH = 7;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password should contain at least 6 characters',
  doNotMatch: 'Passwords do not match',
  /** Our wording: the spec makes the password required without giving a message. */
  required: 'Password is required',
} as const;

/** The confirmation must equal the password exactly. */
export const matches =
  (password: string, message: string): Rule<string> =>
  (confirmation) =>
    confirmation === password ? null : message;
