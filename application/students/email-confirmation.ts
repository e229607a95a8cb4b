import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { EMAIL_CONFIRMATION_VALID_MS } from '../../domain/email-confirmation.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import type { Mailer } from '../ports/mailer.js';
import type { OneTimeSecretRepository } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';
import type { Clock, RandomSource } from '../ports/system.js';
import type { PortalSettings } from '../settings.js';
import { useCase } from '../task.js';
import { confirmationLink, confirmationMail } from './confirmation-mail.js';
import { expiryAfter } from './one-time-secrets.js';

const TOKEN_BYTES = 32;

/** Mails a student a fresh activation link; only the token's digest is kept, and it replaces any earlier one. */
export class EmailConfirmation {
  static readonly needs = ['secrets', 'digest', 'random', 'clock', 'mailer', 'settings'] as const;

  constructor(
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly settings: PortalSettings,
  ) {}

  send(student: Student): TaskEither<AppError, void> {
    return useCase(async () => {
      const token = this.random.token(TOKEN_BYTES);
      await this.secrets.put({
        purpose: 'email-confirmation',
        subjectId: student.id,
        secretHash: this.digest.digest(token),
        expiresAt: expiryAfter(this.clock.now(), EMAIL_CONFIRMATION_VALID_MS),
        attemptsLeft: 1,
      });
      await this.mailer.send(
        confirmationMail(student, confirmationLink(this.settings.publicUrl, student.email, token)),
      );
    });
  }
}
