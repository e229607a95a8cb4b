import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateConfirmationResend } from '../../domain/email-confirmation.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { EmailConfirmation } from './email-confirmation.js';

/**
 * An unconfirmed student asks for a new activation link (POST /student/resend-confirm-email).
 * The answer is the same for an unknown or already confirmed address, so it tells nobody which
 * addresses have accounts.
 */
export class ResendConfirmationEmail extends Needs(['students'], { confirmation: EmailConfirmation }) {
  execute(form: { readonly email: string }): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateConfirmationResend(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const student = await this.deps.students.findByEmail(valid.right.email);
      if (student && !student.emailConfirmed) await must(this.deps.confirmation.send(student));
    });
  }
}
