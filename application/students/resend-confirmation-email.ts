import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { validateConfirmationResend } from '../../domain/email-confirmation.js';
import { type AppError, validation } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { EmailConfirmation } from './email-confirmation.js';

/**
 * An unconfirmed student asks for a new activation link (POST /student/resend-confirm-email).
 * The answer is the same for an unknown or already confirmed address, so it tells nobody which
 * addresses have accounts.
 */
export class ResendConfirmationEmail {
  constructor(
    private readonly students: StudentRepository,
    private readonly confirmation: EmailConfirmation,
  ) {}

  execute(form: { readonly email: string }): TE.TaskEither<AppError, void> {
    return pipe(
      TE.fromEither(validateConfirmationResend(form)),
      TE.mapLeft(validation),
      TE.chain(({ email }) => attempt(() => this.students.findByEmail(email))),
      TE.chain((student) =>
        student && !student.emailConfirmed ? this.confirmation.send(student) : TE.right(undefined),
      ),
    );
  }
}
