import type { MailMessage } from '../ports/mailer.js';

/**
 * The invitation an imported person is sent: their account exists without a password, and the
 * forgot password page of their sign-in sets the first one (a PIN mailed to this same address).
 */
export const invitationMail = (
  to: { readonly email: string; readonly name: string },
  forgotPasswordPage: string,
): MailMessage => ({
  to: to.email,
  subject: 'Your career fair portal account is ready',
  text: [
    `Hello ${to.name},`,
    '',
    'The organizers of the career fair have made you an account on the career fair portal, under this',
    'e-mail address. To choose your password, open this page, enter this e-mail address and follow the steps:',
    '',
    forgotPasswordPage,
    '',
    'Then sign in with this e-mail address and your new password.',
    '',
  ].join('\n'),
});
