/*
 * Confirming a student's e-mail (spec §4: unconfirmed, then confirmed by a token; resend possible).
 * The texts the verify-email screen shows are EMAIL_VERIFIED and VERIFICATION_LINK_INVALID in
 * messages.ts. Ours: how long a link works, and the answer to a resend, which is the same whether
 * or not the address has an account waiting (design §4).
 */
import { EMAIL_MESSAGES, emailFormat, normalizeEmail } from './email.js';
import { VERIFICATION_LINK_INVALID } from './messages.js';
import { checkField, required, validated, type Validated } from './validation.js';

/** A mailed activation link works for 48 hours; a resend replaces it with a fresh one. */
export const EMAIL_CONFIRMATION_VALID_MS = 48 * 60 * 60 * 1000;

export const EMAIL_CONFIRMATION_MESSAGES = {
  signedUp: 'Account created! We sent you an e-mail with a link to confirm your address.',
  resent: 'If this address belongs to an account that is not confirmed yet, a new confirmation e-mail is on its way.',
  linkInvalid: VERIFICATION_LINK_INVALID,
} as const;

export interface EmailConfirmationForm {
  readonly email: string;
  readonly token: string;
}

/** The link's e-mail and token; a link missing either can only be apologised for. */
export const validateEmailConfirmation = (form: EmailConfirmationForm): Validated<EmailConfirmationForm> =>
  validated(
    [
      checkField('email', form.email, [required(VERIFICATION_LINK_INVALID), emailFormat]),
      checkField('token', form.token, [required(VERIFICATION_LINK_INVALID)]),
    ],
    () => ({ email: normalizeEmail(form.email), token: form.token.trim() }),
  );

/** The address to send a new activation link to. */
export const validateConfirmationResend = (form: { readonly email: string }): Validated<{ readonly email: string }> =>
  validated([checkField('email', form.email, [required(EMAIL_MESSAGES.required), emailFormat])], () => ({
    email: normalizeEmail(form.email),
  }));
