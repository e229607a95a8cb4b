import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type ChangePasswordRequest, validateChangePassword } from '../../domain/change-password.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { must, refuse, useCase } from '../task.js';
import { GetStudent } from './get-student.js';

/**
 * A signed-in student sets a new password from the Change Password modal (POST /student/update/).
 * Every session of the account ends with it, this one too: the screen asks to sign in again.
 */
export class ChangeStudentPassword {
  static readonly needs = ['students', 'passwords', GetStudent, 'events'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly passwords: PasswordHasher,
    private readonly getStudent: GetStudent,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, form: ChangePasswordRequest): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateChangePassword(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const student = await must(this.getStudent.execute(actor));
      const passwordHash = await this.passwords.hash(valid.right.password);
      const changed = await setPasswordEndingSessions(this.students, this.events, 'student', student.id, passwordHash);
      if (!changed) return refuse(accountGone());
    });
  }
}
