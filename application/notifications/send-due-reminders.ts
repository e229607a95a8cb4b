import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { reminderKey, reminderWindow } from '../../domain/fair-notifications.js';
import type { Interview } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader } from '../interviews/interview-details.js';
import type { Mailer } from '../ports/mailer.js';
import type { InterviewRepository, NotificationRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
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
export class SendDueReminders {
  static readonly needs = [
    'interviews',
    'notifications',
    InterviewDetailsLoader,
    'mailer',
    'settings',
    'reminders',
  ] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly notifications: NotificationRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly mailer: Mailer,
    private readonly settings: PortalSettings,
    private readonly reminders: ReminderSettings,
  ) {}

  execute(now: Date): TaskEither<AppError, number> {
    return useCase(async () => {
      const due = (
        await this.interviews.list({
          status: 'assigned',
          timeWithin: reminderWindow(now, this.reminders.minutesBefore),
        })
      ).filter(isTimed);
      const reminded = await this.notifications.claimedAmong(due.map(reminderKey));
      const unreminded = due.filter((interview) => !reminded.has(reminderKey(interview)));
      const { eventTimezone, publicUrl } = this.settings;
      let sent = 0;
      const unsent: unknown[] = [];
      for (const { student, company, panel, interview } of await must(this.details.list(unreminded))) {
        if (student.remindersOff || panel === null || !isTimed(interview)) continue;
        if (!(await this.notifications.claim(reminderKey(interview), now))) continue;
        // A mail that fails is not tried again: the reminder is claimed, and a second one could come too late.
        await this.mailer.send(reminderMail({ student, company, panel, interview }, eventTimezone, publicUrl)).then(
          () => (sent += 1),
          (error: unknown) => unsent.push(error),
        );
      }
      if (unsent.length > 0) throw new AggregateError(unsent, `${unsent.length} interview reminders could not be sent`);
      return sent;
    });
  }
}
