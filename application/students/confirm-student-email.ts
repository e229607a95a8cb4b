import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  EMAIL_CONFIRMATION_MESSAGES,
  type EmailConfirmationForm,
  validateEmailConfirmation,
} from '../../domain/email-confirmation.js';
import type { Student } from '../../domain/student.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { secretHolds } from './one-time-secrets.js';

const linkInvalid = validation([{ field: 'token', message: EMAIL_CONFIRMATION_MESSAGES.linkInvalid }]);

/**
 * A student follows the mailed activation link (POST /student/confirm-email). A wrong, expired or
 * already used token, or an unknown address, all get the same apology.
 */
export class ConfirmStudentEmail extends Needs(['students', 'secrets', 'digest', 'clock']) {
  execute(form: EmailConfirmationForm): TaskEither<AppError, Student> {
    return useCase(async () => {
      const link = validateEmailConfirmation(form);
      if (E.isLeft(link)) return refuse(validation(link.left));
      return (await this.confirm(link.right)) ?? refuse(linkInvalid);
    });
  }

  private async confirm({ email, token }: EmailConfirmationForm): Promise<Student | null> {
    const student = await this.deps.students.findByEmail(email);
    if (!student) return null;
    const secret = await this.deps.secrets.find('email-confirmation', student.id);
    if (!secretHolds(secret, token, this.deps.clock.now(), this.deps.digest)) return null;
    if (!(await this.deps.students.confirmEmail(student.id))) return null;
    await this.deps.secrets.delete('email-confirmation', student.id);
    return { ...student, emailConfirmed: true };
  }
}
