import { PIN_VALID_MS } from '../../domain/password-reset.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';

export const pinMail = (student: Pick<Student, 'email' | 'commonName'>, pin: string): MailMessage => ({
  to: student.email,
  subject: 'Your password reset PIN',
  text: [
    `Hello ${student.commonName},`,
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
