import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateNewPassword } from '../../domain/forgot-password.js';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset.js';
import { type AppError, validation } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { StudentRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { refuse, useCase } from '../task.js';
import { ResetPins } from './reset-pins.js';

/**
 * Step 3's request. The confirmation is checked by the form; when a client sends it, the server
 * checks it too. `id`, when sent, must be the account the token belongs to.
 */
export interface PasswordResetForm {
  readonly password: string;
  readonly confirmpassword?: string;
  readonly token: string;
  readonly id?: string;
}

export const resetInvalid = validation([{ field: 'token', message: PASSWORD_RESET_MESSAGES.resetInvalid }]);

/** The new password; a confirmation the client did not send is neither checked nor reported. */
export const validateResetForm = (form: PasswordResetForm): E.Either<AppError, { readonly password: string }> => {
  const sent = form.confirmpassword !== undefined;
  const valid = validateNewPassword({
    password: form.password,
    confirmpassword: form.confirmpassword ?? form.password,
  });
  if (E.isRight(valid)) return valid;
  return E.left(validation(valid.left.filter((failure) => sent || failure.field !== 'confirmpassword')));
};

/**
 * Forgot password, step 3 (POST /student/reset-password): the reset token of step 2 sets a new
 * password, once, ending every session of the account. It confirms nothing else (an unconfirmed
 * e-mail stays unconfirmed), and a PIN still waiting is dropped with it.
 */
export class ResetStudentPassword {
  static readonly needs = ['students', ResetPins, 'passwords', 'events'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly pins: ResetPins,
    private readonly passwords: PasswordHasher,
    private readonly events: EventFeed,
  ) {}

  execute(form: PasswordResetForm): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateResetForm(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      const studentId = await this.pins.spend(
        form.token,
        form.id,
        async (id) => (await this.students.findById(id)) !== null,
      );
      if (studentId === null) return refuse(resetInvalid);
      const hash = await this.passwords.hash(valid.right.password);
      if (!(await setPasswordEndingSessions(this.students, this.events, 'student', studentId, hash))) {
        return refuse(resetInvalid);
      }
      await this.pins.forget(studentId);
    });
  }
}
