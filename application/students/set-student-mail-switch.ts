import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { MailSwitch, Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import { accountGone } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

/**
 * A student turns one of their mail switches off or on from the Account page: their interview
 * e-mails, reminders and "you're next" (POST /student/reminders; the live stream's banner still comes
 * either way), or the e-mails telling them the interviews the allocation or the scheduling gave them
 * (POST /student/schedule-mails).
 */
export class SetStudentMailSwitch extends Needs(['students', 'events', 'units']) {
  execute(actor: Actor, mail: MailSwitch, off: boolean): TaskEither<AppError, Student> {
    return useCase(async () => {
      return this.deps.units.allOrNothing(async () => {
        const student = await this.deps.students.setMailOff(actor.id, mail, off);
        if (!student) return refuse(accountGone());
        await must(announce(this.deps.events, studentChanged(student.id)));
        return student;
      });
    });
  }
}
