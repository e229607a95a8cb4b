import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { reminderKey, reminderWindow } from '../../domain/fair-notifications.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import { must, useCase } from '../task.js';
import { reminderMail } from './interview-mails.js';

export interface ReminderSettings {
  /** How long before a timed interview its student is reminded (REMINDER_MINUTES). */
  readonly minutesBefore: number;
}

type TimedInterview = Interview & { readonly time: Date };

const isTimed = (interview: Interview): interview is TimedInterview => interview.time !== null;

/**
 * Mails a reminder for every assigned interview timed within the next `minutesBefore` minutes that
 * has none yet, once: each reminder is claimed in the store under the interview and its time before
 * it is sent, so neither a restart nor a second app server sends it again, and a new time gets a new
 * one. A student who turned reminders off gets none. Answers how many were sent.
 */
export class SendDueReminders extends Needs(['interviews', 'notifications', 'mailer', 'settings', 'reminders'], {
  details: InterviewDetailsLoader,
}) {
  execute(now: Date): TaskEither<AppError, number> {
    return useCase(async () => {
      const due = (
        await this.deps.interviews.list({
          status: 'assigned',
          timeWithin: reminderWindow(now, this.deps.reminders.minutesBefore),
        })
      ).filter(isTimed);
      const reminded = await this.deps.notifications.claimedAmong(due.map(reminderKey));
      const unreminded = due.filter((interview) => !reminded.has(reminderKey(interview)));
      const { eventTimezone, publicUrl } = this.deps.settings;
      let sent = 0;
      const unsent: unknown[] = [];
      for (const { student, company, panel, interview } of await must(this.deps.details.list(unreminded))) {
        if (student.remindersOff || panel === null || !isTimed(interview)) continue;
        if (!(await this.deps.notifications.claim(reminderKey(interview), now))) continue;
        // A mail that fails is not tried again: the reminder is claimed, and a second one could come too late.
        await this.deps.mailer
          .send(reminderMail({ student, company, panel, interview }, eventTimezone, publicUrl))
          .then(
            () => (sent += 1),
            (error: unknown) => unsent.push(error),
          );
      }
      if (unsent.length > 0) throw new AggregateError(unsent, `${unsent.length} interview reminders could not be sent`);
      return sent;
    });
  }
}
