/*
 * The policy behind the three forgot-password steps of forgot-password.ts (design §3, §4): a PIN
 * is random, short-lived and allows few tries; the reset token it buys works once and briefly.
 * All values and messages here are ours: the spec only says that the PIN has 6 characters.
 */
import { PIN_LENGTH } from './forgot-password.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const PIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PIN_VALID_MS = 15 * 60 * 1000;
/** Tries a PIN allows, the right one included; after that many wrong ones it is dead. */
export const PIN_ATTEMPTS = 5;
export const RESET_TOKEN_VALID_MS = 15 * 60 * 1000;

/** PINs are compared in upper case, so a PIN typed in lower case still counts. */
export const normalizePin = (pin: string): string => pin.trim().toUpperCase();

export const PASSWORD_RESET_MESSAGES = {
  pinSent: `If an account uses this e-mail, a ${PIN_LENGTH}-character PIN is on its way. It works for ${PIN_VALID_MS / 60_000} minutes.`,
  /**
   * A company is named by its username and mailed at its contact e-mail, which some company may lack:
   * the answer never says a PIN went, and is the same whether the company exists or not.
   */
  companyPinSent: `If a company account has this username and a contact e-mail, a ${PIN_LENGTH}-character PIN is on its way to that e-mail. It works for ${PIN_VALID_MS / 60_000} minutes. A company without a contact e-mail: ask the fair's organizers to set a new password.`,
  pinWrong: 'This PIN is not right. Check the PIN in the e-mail we sent, or request a new one.',
  pinExpired: 'This PIN has expired. Request a new one.',
  pinExhausted: `This PIN was entered wrongly ${PIN_ATTEMPTS} times and no longer works. Request a new one.`,
  pinAccepted: 'PIN accepted. Choose a new password.',
  resetInvalid: 'This password reset has expired or was already used. Please start again.',
  passwordReset: 'Your password has been reset. Sign in with the new password.',
} as const;
