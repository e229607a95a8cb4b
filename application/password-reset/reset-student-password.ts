import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateNewPassword } from '../../domain/forgot-password.js';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset.js';
import { type AppError, validation } from '../errors.js';
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
export class ResetStudentPassword extends Needs(['students', 'passwords', 'events', 'units'], { pins: ResetPins }) {
  execute(form: PasswordResetForm): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateResetForm(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      const studentId = await this.deps.pins.spend(
        form.token,
        form.id,
        async (id) => (await this.deps.students.findById(id)) !== null,
      );
      if (studentId === null) return refuse(resetInvalid);
      const hash = await this.deps.passwords.hash(valid.right.password);
      return this.deps.units.allOrNothing(async () => {
        if (!(await setPasswordEndingSessions(this.deps.students, this.deps.events, 'student', studentId, hash))) {
          return refuse(resetInvalid);
        }
        await this.deps.pins.forget(studentId);
      });
    });
  }
}
