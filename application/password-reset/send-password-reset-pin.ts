import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateResetEmail } from '../../domain/forgot-password.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { pinMail } from './pin-mail.js';
import { ResetPins } from './reset-pins.js';

/**
 * Forgot password, step 1 (POST /student/send-confirmation-code): mails a PIN, replacing any
 * earlier one. Unknown addresses get the same answer, and no mail.
 */
export class SendPasswordResetPin extends Needs(['students', 'mailer'], { pins: ResetPins }) {
  execute(form: { readonly email: string }): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateResetEmail(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const student = await this.deps.students.findByEmail(valid.right.email);
      if (!student) return;
      const pin = await this.deps.pins.issue(student.id);
      await this.deps.mailer.send(pinMail({ email: student.email, name: student.commonName }, pin));
    });
  }
}
