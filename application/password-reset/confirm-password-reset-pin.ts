import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateResetEmail, validateResetPin } from '../../domain/forgot-password.js';
import { normalizePin } from '../../domain/password-reset.js';
import type { FieldFailure } from '../../domain/validation.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { type PasswordResetGrant, ResetPins } from './reset-pins.js';

export type { PasswordResetGrant } from './reset-pins.js';

/** Step 2's request: the e-mail of step 1 and the mailed PIN, which the spec's call names `token`. */
export interface PinConfirmationForm {
  readonly email: string;
  readonly token: string;
}

export const pinRefused = (message: string): AppError => validation([{ field: 'token', message }]);

/** The request's own field names: the PIN travels as `token`. */
export const asRequestFields = (failures: ReadonlyArray<FieldFailure>): FieldFailure[] =>
  failures.map((failure) => (failure.field === 'pin' ? { ...failure, field: 'token' } : failure));

/**
 * Forgot password, step 2 (POST /student/confirm-code): the PIN buys a reset token (ResetPins.confirm).
 * An unknown address is answered like a wrong PIN.
 */
export class ConfirmPasswordResetPin extends Needs(['students'], { pins: ResetPins }) {
  execute(form: PinConfirmationForm): TaskEither<AppError, PasswordResetGrant> {
    return useCase(async () => {
      const valid = this.validate(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      const student = await this.deps.students.findByEmail(valid.right.email);
      const outcome = await this.deps.pins.confirm(student?.id ?? null, valid.right.pin);
      return typeof outcome === 'string' ? refuse(pinRefused(outcome)) : outcome;
    });
  }

  private validate(form: PinConfirmationForm): E.Either<AppError, { email: string; pin: string }> {
    const email = validateResetEmail({ email: form.email });
    const pin = validateResetPin({ pin: form.token });
    if (E.isLeft(email) || E.isLeft(pin)) {
      const failures = [...(E.isLeft(email) ? email.left : []), ...(E.isLeft(pin) ? pin.left : [])];
      return E.left(validation(asRequestFields(failures)));
    }
    return E.right({ email: email.right.email, pin: normalizePin(pin.right.pin) });
  }
}
