import type { Rule } from './validation.js';

/** Spec §5: non-space characters, an @, non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+$/;

export const EMAIL_MESSAGES = {
  invalid: 'Invalid email',
  /** Our wording: the spec makes e-mail required on these forms without giving a message. */
  required: 'Email is required',
} as const;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

/** E-mail addresses are compared and stored trimmed and in lower case, so one person has one account. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

export const emailFormat: Rule<string> = (value) => (isEmail(value) ? null : EMAIL_MESSAGES.invalid);
