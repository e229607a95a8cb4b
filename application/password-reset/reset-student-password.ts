import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateNewPassword } from '../../domain/forgot-password.js';
import { PASSWORD_RESET_MESSAGES } from '../../domain/password-reset.js';
import { type AppError, validation } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { OneTimeSecretRepository, StudentRepository } from '../ports/persistence.js';
import type { PasswordHasher, SecretDigest } from '../ports/security.js';
import type { Clock } from '../ports/system.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { refuse, useCase } from '../task.js';
import { secretHolds } from '../students/one-time-secrets.js';
import { parseResetToken } from './reset-token.js';

/**
 * Step 3's request. The confirmation is checked by the form; when a client sends it, the server
 * checks it too. `id`, when sent, must be the student the token belongs to.
 */
export interface PasswordResetForm {
  readonly password: string;
  readonly confirmpassword?: string;
  readonly token: string;
  readonly id?: string;
}

const resetInvalid = validation([{ field: 'token', message: PASSWORD_RESET_MESSAGES.resetInvalid }]);

/**
 * Forgot password, step 3 (POST /student/reset-password): the reset token of step 2 sets a new
 * password, once, ending every session of the account. It confirms nothing else (an unconfirmed
 * e-mail stays unconfirmed), and a PIN still waiting is dropped with it.
 */
export class ResetStudentPassword {
  static readonly needs = ['students', 'secrets', 'digest', 'passwords', 'clock', 'events'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
    private readonly events: EventFeed,
  ) {}

  execute(form: PasswordResetForm): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = this.validate(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      if (!(await this.reset(form, valid.right.password))) return refuse(resetInvalid);
    });
  }

  /** The new password; a confirmation the client did not send is neither checked nor reported. */
  private validate(form: PasswordResetForm): E.Either<AppError, { readonly password: string }> {
    const sent = form.confirmpassword !== undefined;
    const valid = validateNewPassword({
      password: form.password,
      confirmpassword: form.confirmpassword ?? form.password,
    });
    if (E.isRight(valid)) return valid;
    return E.left(validation(valid.left.filter((failure) => sent || failure.field !== 'confirmpassword')));
  }

  private async reset(form: PasswordResetForm, password: string): Promise<boolean> {
    const token = parseResetToken(form.token.trim());
    if (!token || (form.id !== undefined && form.id !== token.studentId)) return false;
    const secret = await this.secrets.find('password-reset-token', token.studentId);
    if (!secretHolds(secret, token.secret, this.clock.now(), this.digest)) return false;
    // Spent before use, atomically: of two requests with one token, only one gets here.
    const attemptsLeft = await this.secrets.spendAttempt('password-reset-token', token.studentId);
    if (attemptsLeft === null || attemptsLeft < 0) return false;
    const hash = await this.passwords.hash(password);
    if (!(await setPasswordEndingSessions(this.students, this.events, 'student', token.studentId, hash))) return false;
    await this.secrets.delete('password-reset-token', token.studentId);
    await this.secrets.delete('password-reset-pin', token.studentId);
    return true;
  }
}
