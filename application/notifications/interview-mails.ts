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

/** The body both mails share: greeting, what is happening, where and when, and the links. */
const turnMailText = (
  { student, company, panel, interview }: Turn,
  whatIsHappening: string,
  timeZone: string,
  publicUrl: string,
): string =>
  [
    `Hello ${student.commonName},`,
    '',
    whatIsHappening,
    '',
    `Company: ${company.companyName}`,
    `Panel: ${panel.panelName}`,
    timeLine(interview.time, timeZone),
    '',
    `Your interviews: ${publicUrl}/student/interviews`,
    switchLine(publicUrl),
    '',
  ].join('\n');

/** "You're next": the student's turn at a panel has come (docs/fair-operations.md). */
export const nextTurnMail = (turn: Turn, timeZone: string, publicUrl: string): MailMessage => ({
  to: turn.student.email,
  subject: `You're next at ${turn.company.companyName} (${turn.panel.panelName})`,
  text: turnMailText(
    turn,
    `You are next in the queue of ${turn.company.companyName}, ${turn.panel.panelName}. Please make your way to the panel now.`,
    timeZone,
    publicUrl,
  ),
});

/** The reminder some minutes before a timed interview (REMINDER_MINUTES). */
export const reminderMail = (
  turn: Turn & { readonly interview: { readonly time: Date } },
  timeZone: string,
  publicUrl: string,
): MailMessage => ({
  to: turn.student.email,
  subject: `Reminder: your interview with ${turn.company.companyName} at ${formatEventTime(turn.interview.time, timeZone)}`,
  text: turnMailText(turn, `Your interview with ${turn.company.companyName} is coming up.`, timeZone, publicUrl),
});
