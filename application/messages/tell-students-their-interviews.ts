import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { formatEventDateTime } from '../../domain/event-time.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader, type ListedInterview } from '../interviews/interview-details.js';
import type { MailMessage } from '../ports/mailer.js';
import { must, useCase } from '../task.js';
import { QueueMails } from './mail-queue.js';

const interviewLine = ({ company, panel, interview }: ListedInterview, timeZone: string): string =>
  [
    `- ${company.companyName}`,
    `panel: ${panel === null ? 'to be assigned' : panel.panelName}`,
    `time: ${interview.time === null ? 'to be set' : formatEventDateTime(interview.time, timeZone)}`,
  ].join(', ');

const interviewsMail = (
  listed: readonly ListedInterview[],
  timeZone: string,
  publicUrl: string,
): MailMessage | null => {
  const [first] = listed;
  if (first === undefined) return null;
  const { student } = first;
  return {
    to: student.email,
    subject: listed.length === 1 ? `Your interview with ${first.company.companyName}` : 'Your interviews at the fair',
    text: [
      `Hello ${student.commonName},`,
      '',
      listed.length === 1 ? 'You have been given this interview:' : 'You have been given these interviews:',
      ...listed.map((one) => interviewLine(one, timeZone)),
      '',
      `Your interviews: ${publicUrl}/student/interviews`,
      `You can turn these e-mails off on your Account page: ${publicUrl}/student`,
      '',
    ].join('\n'),
  };
};

/**
 * Tells each student by e-mail what they were given (company, panel, day and time when set): one
 * e-mail per student for all of these interviews, through the outgoing queue. The automatic
 * allocation calls it for the interviews it created, and so may any other step that gives students
 * interviews, panels or times in bulk. A student who turned these e-mails off gets none. Answers
 * how many e-mails were queued.
 */
export class TellStudentsTheirInterviews extends Needs(['settings'], {
  details: InterviewDetailsLoader,
  mails: QueueMails,
}) {
  execute(interviews: readonly Interview[]): TaskEither<AppError, number> {
    return useCase(async () => {
      const byStudent = new Map<string, ListedInterview[]>();
      for (const listed of await must(this.deps.details.list(interviews))) {
        if (listed.student.scheduleMailsOff) continue;
        byStudent.set(listed.student.id, [...(byStudent.get(listed.student.id) ?? []), listed]);
      }
      const { eventTimezone, publicUrl } = this.deps.settings;
      const mails = [...byStudent.values()].flatMap((listed) => interviewsMail(listed, eventTimezone, publicUrl) ?? []);
      await this.deps.mails.add(mails);
      return mails.length;
    });
  }
}
