import type { Company } from '../../domain/company.js';
import { formatEventDateTime } from '../../domain/event-time.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';
import type { PortalSettings } from '../settings.js';

/** A place freed at a company is offered to the student first on its reserve list, until a deadline (docs/allocation.md). */
export const offerMail = (
  student: Pick<Student, 'email' | 'commonName'>,
  company: Pick<Company, 'companyName'>,
  expiresAt: Date,
  settings: Pick<PortalSettings, 'publicUrl' | 'eventTimezone'>,
): MailMessage => ({
  to: student.email,
  subject: `A place at ${company.companyName} is offered to you`,
  text: [
    `Hello ${student.commonName},`,
    '',
    `A place freed up at ${company.companyName} and you are first on its reserve list: it is yours if you accept it by ${formatEventDateTime(expiresAt, settings.eventTimezone)} (${settings.eventTimezone}).`,
    'After that, or if you decline, it goes to the next student waiting.',
    '',
    `Accept or decline on your interviews page: ${settings.publicUrl}/student/interviews`,
    '',
  ].join('\n'),
});
