import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { normalizeEmail } from '../../domain/email.js';
import { type StudentProfile, type StudentProfileForm, validateStudentProfile } from '../../domain/student-profile.js';
import type { Student } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { announce, studentChanged } from '../fair-events.js';
import { must, refuse, unique, useCase } from '../task.js';
import { accountGone } from '../find-records.js';
import { GetStudent } from './get-student.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';

/**
 * The profile fields a student may change, each optional: what is left out keeps its value. The
 * e-mail may come along (the form shows it) but only unchanged.
 */
export type StudentProfileChanges = Partial<StudentProfileForm> & { readonly email?: string };

const given = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The validated values of the fields that were sent. */
const pickSent = (valid: StudentProfile, sent: Partial<StudentProfileForm>): Partial<StudentProfile> =>
  Object.fromEntries(Object.keys(given(sent)).map((field) => [field, valid[field as keyof StudentProfile]]));

/** A student saves the profile form of /student (POST /student/update/). */
export class UpdateStudentProfile extends Needs(['students', 'events', 'units'], { getStudent: GetStudent }) {
  execute(actor: Actor, changes: StudentProfileChanges): TaskEither<AppError, Student> {
    return useCase(async () => {
      const { email, ...profile } = changes;
      const student = await must(this.deps.getStudent.execute(actor));
      if (email !== undefined && normalizeEmail(email) !== student.email) {
        return refuse(validation([{ field: 'email', message: STUDENT_ACCOUNT_MESSAGES.emailNotEditable }]));
      }
      const valid = validateStudentProfile({ ...student, ...given(profile) });
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      // Only the fields sent are written, so a concurrent update of other fields is kept.
      return this.deps.units.allOrNothing(async () => {
        const updated = await unique(
          () => this.deps.students.updateProfile(actor.id, pickSent(valid.right, profile)),
          { indexNumber: STUDENT_ACCOUNT_MESSAGES.indexNumberTaken },
        );
        if (!updated) return refuse(accountGone());
        await must(announce(this.deps.events, studentChanged(updated.id)));
        return updated;
      });
    });
  }
}
