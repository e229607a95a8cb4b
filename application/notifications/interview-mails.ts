import type { Company } from '../../domain/company.js';
import { formatEventDateTime, formatEventTime } from '../../domain/event-time.js';
import type { Interview } from '../../domain/interview.js';
import type { Panel } from '../../domain/panel.js';
import type { Student } from '../../domain/student.js';
import type { MailMessage } from '../ports/mailer.js';

interface Turn {
  readonly student: Pick<Student, 'email' | 'commonName'>;
  readonly company: Pick<Company, 'companyName'>;
  readonly panel: Pick<Panel, 'panelName'>;
  readonly interview: Pick<Interview, 'time'>;
}

const timeLine = (time: Date | null, timeZone: string): string =>
  time === null
    ? 'Time: no time was set; go now, the panel takes you as soon as it is free.'
    : `Time: ${formatEventDateTime(time, timeZone)}`;

const switchLine = (publicUrl: string): string =>
  `You can turn these e-mails off on your Account page: ${publicUrl}/student`;

/** "You're next": the student's turn at a panel has come (docs/fair-operations.md). */
export const nextTurnMail = (
  { student, company, panel, interview }: Turn,
  timeZone: string,
  publicUrl: string,
): MailMessage => ({
  to: student.email,
  subject: `You're next at ${company.companyName} (${panel.panelName})`,
  text: [
    `Hello ${student.commonName},`,
    '',
    `You are next in the queue of ${company.companyName}, ${panel.panelName}. Please make your way to the panel now.`,
    '',
    `Company: ${company.companyName}`,
    `Panel: ${panel.panelName}`,
    timeLine(interview.time, timeZone),
    '',
    `Your interviews: ${publicUrl}/student/interviews`,
    switchLine(publicUrl),
    '',
  ].join('\n'),
});

/** The reminder some minutes before a timed interview (REMINDER_MINUTES). */
export const reminderMail = (
  { student, company, panel, interview }: Turn & { readonly interview: { readonly time: Date } },
  timeZone: string,
  publicUrl: string,
): MailMessage => ({
  to: student.email,
  subject: `Reminder: your interview with ${company.companyName} at ${formatEventTime(interview.time, timeZone)}`,
  text: [
    `Hello ${student.commonName},`,
    '',
    `Your interview with ${company.companyName} is coming up.`,
    '',
    `Company: ${company.companyName}`,
    `Panel: ${panel.panelName}`,
    timeLine(interview.time, timeZone),
    '',
    `Your interviews: ${publicUrl}/student/interviews`,
    switchLine(publicUrl),
    '',
  ].join('\n'),
});
