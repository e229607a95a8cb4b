import type { FairMessage } from '../../domain/fair-message.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';

/** A message as each recipient's e-mail says it: the text, who wrote it, and where to read it again. */
export const messageMail = (
  message: Pick<FairMessage, 'subject' | 'body' | 'author'>,
  student: Pick<Student, 'email' | 'commonName'>,
  publicUrl: string,
): MailMessage => ({
  to: student.email,
  subject: message.subject,
  text: [
    `Hello ${student.commonName},`,
    '',
    message.body,
    '',
    `From: ${message.author.name}`,
    '',
    `Your messages: ${publicUrl}/student/messages`,
    '',
  ].join('\n'),
});
