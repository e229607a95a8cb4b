import type { Company } from '../../domain/company.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';

/** The student first on a company's reserve list got a place there (docs/allocation.md). */
export const promotionMail = (
  student: Pick<Student, 'email' | 'commonName'>,
  company: Pick<Company, 'companyName'>,
  publicUrl: string,
): MailMessage => ({
  to: student.email,
  subject: `You have an interview with ${company.companyName}`,
  text: [
    `Hello ${student.commonName},`,
    '',
    `A place freed up at ${company.companyName} and you were first on its reserve list: you now have an interview with ${company.companyName}.`,
    'The company will give you a panel and a time; your interviews page shows them as they are set.',
    '',
    `Your interviews: ${publicUrl}/student/interviews`,
    '',
  ].join('\n'),
});
