import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { PIN_LENGTH, validateResetEmail } from '../../domain/forgot-password.js';
import { PIN_ALPHABET, PIN_ATTEMPTS, PIN_VALID_MS } from '../../domain/password-reset.js';
import type { Student } from '../../domain/student.js';
import { type AppError, validation } from '../errors.js';
import type { Mailer } from '../ports/mailer.js';
import type { OneTimeSecretRepository, StudentRepository } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';
import type { Clock, RandomSource } from '../ports/system.js';
import { refuse, useCase } from '../task.js';
import { expiryAfter } from '../students/one-time-secrets.js';
import { pinMail } from './pin-mail.js';

/**
 * Forgot password, step 1 (POST /student/send-confirmation-code): mails a PIN, replacing any
 * earlier one. Unknown addresses get the same answer, and no mail.
 */
export class SendPasswordResetPin {
  static readonly needs = ['students', 'secrets', 'digest', 'random', 'clock', 'mailer'] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
  ) {}

  execute(form: { readonly email: string }): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateResetEmail(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const student = await this.students.findByEmail(valid.right.email);
      if (student) await this.sendPin(student);
    });
  }

  private async sendPin(student: Student): Promise<void> {
    const pin = this.random.code(PIN_LENGTH, PIN_ALPHABET);
    await this.secrets.put({
      purpose: 'password-reset-pin',
      subjectId: student.id,
      secretHash: this.digest.digest(pin),
      expiresAt: expiryAfter(this.clock.now(), PIN_VALID_MS),
      attemptsLeft: PIN_ATTEMPTS,
    });
    await this.mailer.send(pinMail(student, pin));
  }
}
