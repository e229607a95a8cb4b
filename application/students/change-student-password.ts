import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type ChangePasswordRequest, validateChangePassword } from '../../domain/change-password.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { accountGone } from '../find-records.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { must, refuse, useCase } from '../task.js';
import { GetStudent } from './get-student.js';

/**
 * A signed-in student sets a new password from the Change Password modal (POST /student/update/).
 * Every session of the account ends with it, this one too: the screen asks to sign in again.
 */
export class ChangeStudentPassword extends Needs(['students', 'passwords', 'events', 'units'], { getStudent: GetStudent }) {
  execute(actor: Actor, form: ChangePasswordRequest): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateChangePassword(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const student = await must(this.deps.getStudent.execute(actor));
      const passwordHash = await this.deps.passwords.hash(valid.right.password);
      const changed = await this.deps.units.allOrNothing(() =>
        setPasswordEndingSessions(this.deps.students, this.deps.events, 'student', student.id, passwordHash),
      );
      if (!changed) return refuse(accountGone());
    });
  }
}
