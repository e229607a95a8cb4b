import type { MailMessage } from '../ports/mailer.js';

/** An imported account has no password until its owner chooses one through forgot password. */
export const NO_PASSWORD_YET = '';

/**
 * The invitation an imported person is sent: their account exists without a password, and the
 * forgot password page of their sign-in sets the first one (a PIN mailed to this same address). A
 * company signs in, and asks for its PIN, by its username; everyone else by this e-mail address.
 */
export const invitationMail = (
  to: { readonly email: string; readonly name: string; readonly username?: string },
  forgotPasswordPage: string,
): MailMessage => {
  const signInName = to.username === undefined ? 'this e-mail address' : `your username, ${to.username},`;
  return {
    to: to.email,
    subject: 'Your career fair portal account is ready',
    text: [
      `Hello ${to.name},`,
      '',
      'The organizers of the career fair have made you an account on the career fair portal, under this',
      `e-mail address. To choose your password, open this page, enter ${signInName} and follow the steps:`,
      '',
      forgotPasswordPage,
      '',
      `Then sign in with ${to.username === undefined ? 'this e-mail address' : 'your username'} and your new password.`,
      '',
    ].join('\n'),
  };
};
