import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateResetEmail, validateResetPin } from '../../domain/forgot-password.js';
import { normalizePin, PASSWORD_RESET_MESSAGES, RESET_TOKEN_VALID_MS } from '../../domain/password-reset.js';
import type { FieldFailure } from '../../domain/validation.js';
import { type AppError, validation } from '../errors.js';
import type { OneTimeSecretRepository, StudentRepository } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';
import type { Clock, RandomSource } from '../ports/system.js';
import { refuse, useCase } from '../task.js';
import { expiryAfter, hasExpired } from '../students/one-time-secrets.js';
import { formatResetToken } from './reset-token.js';

/** Step 2's request: the e-mail of step 1 and the mailed PIN, which the spec's call names `token`. */
export interface PinConfirmationForm {
  readonly email: string;
  readonly token: string;
}

/** What step 3 needs: the student's id and a reset token that works once, briefly. */
export interface PasswordResetGrant {
  readonly id: string;
  readonly token: string;
}

const TOKEN_BYTES = 32;

const refused = (message: string): AppError => validation([{ field: 'token', message }]);

/** The request's own field names: the PIN travels as `token`. */
const asRequestFields = (failures: ReadonlyArray<FieldFailure>): FieldFailure[] =>
  failures.map((failure) => (failure.field === 'pin' ? { ...failure, field: 'token' } : failure));

/**
 * Forgot password, step 2 (POST /student/confirm-code). Every try spends one of the PIN's
 * attempts, taken atomically so that parallel guesses cannot share one; once they are spent the
 * PIN is dead, even for the right value. An unknown address is answered like a wrong PIN.
 */
export class ConfirmPasswordResetPin {
  static readonly needs = ['students', 'secrets', 'digest', 'random', 'clock'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  execute(form: PinConfirmationForm): TaskEither<AppError, PasswordResetGrant> {
    return useCase(async () => {
      const valid = this.validate(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      const outcome = await this.check(valid.right.email, valid.right.pin);
      return typeof outcome === 'string' ? refuse(refused(outcome)) : outcome;
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

  /** The grant, or the message that refuses it. */
  private async check(email: string, pin: string): Promise<PasswordResetGrant | string> {
    const student = await this.students.findByEmail(email);
    const secret = student ? await this.secrets.find('password-reset-pin', student.id) : null;
    if (!student || !secret) return PASSWORD_RESET_MESSAGES.pinWrong;
    if (hasExpired(secret, this.clock.now())) {
      await this.secrets.delete('password-reset-pin', student.id);
      return PASSWORD_RESET_MESSAGES.pinExpired;
    }
    const attemptsLeft = await this.secrets.spendAttempt('password-reset-pin', student.id);
    if (attemptsLeft === null) return PASSWORD_RESET_MESSAGES.pinWrong;
    if (attemptsLeft < 0) return PASSWORD_RESET_MESSAGES.pinExhausted;
    if (!this.digest.matches(secret.secretHash, pin)) {
      return attemptsLeft === 0 ? PASSWORD_RESET_MESSAGES.pinExhausted : PASSWORD_RESET_MESSAGES.pinWrong;
    }
    await this.secrets.delete('password-reset-pin', student.id);
    return this.grant(student.id);
  }

  private async grant(studentId: string): Promise<PasswordResetGrant> {
    const secret = this.random.token(TOKEN_BYTES);
    await this.secrets.put({
      purpose: 'password-reset-token',
      subjectId: studentId,
      secretHash: this.digest.digest(secret),
      expiresAt: expiryAfter(this.clock.now(), RESET_TOKEN_VALID_MS),
      attemptsLeft: 1,
    });
    return { id: studentId, token: formatResetToken({ studentId, secret }) };
  }
}
