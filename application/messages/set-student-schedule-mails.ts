import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { StudentRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';

/**
 * A student turns off or on the e-mails telling them the interviews the allocation or the scheduling
 * gave them, from the Account page beside the reminders (POST /student/schedule-mails).
 */
export class SetStudentScheduleMails {
  static readonly needs = ['students', 'events'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, scheduleMailsOff: boolean): TaskEither<AppError, Student> {
    return useCase(async () => {
      const student = await this.students.setScheduleMailsOff(actor.id, scheduleMailsOff);
      if (!student) return refuse(accountGone());
      await must(announce(this.events, studentChanged(student.id)));
      return student;
    });
  }
}
