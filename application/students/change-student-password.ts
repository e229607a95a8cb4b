import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type ChangePasswordRequest, validateChangePassword } from '../../domain/change-password.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { attempt } from '../task.js';
import type { GetStudent } from './get-student.js';

/**
 * A signed-in student sets a new password from the Change Password modal (POST /student/update/).
 * Every session of the account ends with it, this one too: the screen asks to sign in again.
 */
export class ChangeStudentPassword {
  constructor(
    private readonly students: StudentRepository,
    private readonly passwords: PasswordHasher,
    private readonly getStudent: GetStudent,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, form: ChangePasswordRequest): TE.TaskEither<AppError, void> {
    return pipe(
      TE.fromEither(validateChangePassword(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          this.getStudent.execute(actor),
          TE.chain((student) =>
            attempt(async () =>
              setPasswordEndingSessions(
                this.students,
                this.events,
                'student',
                student.id,
                await this.passwords.hash(valid.password),
              ),
            ),
          ),
          TE.chain((changed) => (changed ? TE.right(undefined) : TE.left(accountGone()))),
        ),
      ),
    );
  }
}
