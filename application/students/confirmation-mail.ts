import { EMAIL_CONFIRMATION_VALID_MS } from '../../domain/email-confirmation.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';

/** The verify-email screen's address with the link's e-mail and token in its query (spec §2). */
export const confirmationLink = (publicUrl: string, email: string, token: string): string =>
  `${publicUrl}/verify-email?${new URLSearchParams({ token, email })}`;

export const confirmationMail = (student: Pick<Student, 'email' | 'commonName'>, link: string): MailMessage => ({
  to: student.email,
  subject: 'Confirm your e-mail for the career fair portal',
  text: [
    `Hello ${student.commonName},`,
    '',
    'Thank you for signing up. Please confirm your e-mail address by opening this link:',
    '',
    link,
    '',
    `The link works for ${EMAIL_CONFIRMATION_VALID_MS / 3_600_000} hours. If it has expired, sign in and ask for a new one.`,
    'If you did not sign up, you can ignore this e-mail.',
    '',
  ].join('\n'),
});
