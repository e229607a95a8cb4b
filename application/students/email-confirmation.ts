import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { EMAIL_CONFIRMATION_VALID_MS } from '../../domain/email-confirmation.js';
import type { Student } from '../../domain/student.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';
import { confirmationLink, confirmationMail } from './confirmation-mail.js';
import { expiryAfter } from './one-time-secrets.js';

const TOKEN_BYTES = 32;

/** Mails a student a fresh activation link; only the token's digest is kept, and it replaces any earlier one. */
export class EmailConfirmation extends Needs(['secrets', 'digest', 'random', 'clock', 'mailer', 'settings']) {
  send(student: Student): TaskEither<AppError, void> {
    return useCase(async () => {
      const token = this.deps.random.token(TOKEN_BYTES);
      await this.deps.secrets.put({
        purpose: 'email-confirmation',
        subjectId: student.id,
        secretHash: this.deps.digest.digest(token),
        expiresAt: expiryAfter(this.deps.clock.now(), EMAIL_CONFIRMATION_VALID_MS),
        attemptsLeft: 1,
      });
      await this.deps.mailer.send(
        confirmationMail(student, confirmationLink(this.deps.settings.publicUrl, student.email, token)),
      );
    });
  }
}
