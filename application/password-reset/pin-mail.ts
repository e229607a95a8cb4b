import { PIN_VALID_MS } from '../../domain/password-reset.js';
import type { MailMessage } from '../ports/mailer.js';

/** The PIN mail of forgot password, to the account's one e-mail address, greeting it by name. */
export const pinMail = (to: { readonly email: string; readonly name: string }, pin: string): MailMessage => ({
  to: to.email,
  subject: 'Your password reset PIN',
  text: [
    `Hello ${to.name},`,
    '',
    'Someone asked to reset the password of your career fair portal account. Enter this PIN on the',
    'forgot password page:',
    '',
    pin,
    '',
    `The PIN works for ${PIN_VALID_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    '',
  ].join('\n'),
});
