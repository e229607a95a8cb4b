import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  type EmailConfirmationForm,
  validateEmailConfirmation,
} from '../../domain/email-confirmation.js';
import type { Student } from '../../domain/student.js';
import { type AppError, validation } from '../errors.js';
import type { OneTimeSecretRepository, StudentRepository } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';
import type { Clock } from '../ports/system.js';
import { attempt } from '../task.js';
import { secretHolds } from './one-time-secrets.js';

const linkInvalid = validation([{ field: 'token', message: EMAIL_CONFIRMATION_MESSAGES.linkInvalid }]);

/**
 * A student follows the mailed activation link (POST /student/confirm-email). A wrong, expired or
 * already used token, or an unknown address, all get the same apology.
 */
export class ConfirmStudentEmail {
  constructor(
    private readonly students: StudentRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly clock: Clock,
  ) {}

  execute(form: EmailConfirmationForm): TE.TaskEither<AppError, Student> {
    return pipe(
      TE.fromEither(validateEmailConfirmation(form)),
      TE.mapLeft(validation),
      TE.chain((link) =>
        pipe(
          attempt(() => this.confirm(link)),
          TE.chain((student) => (student ? TE.right(student) : TE.left(linkInvalid))),
        ),
      ),
    );
  }

  private async confirm({ email, token }: EmailConfirmationForm): Promise<Student | null> {
    const student = await this.students.findByEmail(email);
    if (!student) return null;
    const secret = await this.secrets.find('email-confirmation', student.id);
    if (!secretHolds(secret, token, this.clock.now(), this.digest)) return null;
    if (!(await this.students.confirmEmail(student.id))) return null;
    await this.secrets.delete('email-confirmation', student.id);
    return { ...student, emailConfirmed: true };
  }
}
