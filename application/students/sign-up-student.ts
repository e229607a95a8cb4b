import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignUp, type SignUpForm, validateSignUp } from '../../domain/sign-up.js';
import type { Student } from '../../domain/student.js';
import { AccountEmails } from '../account-emails.js';
import { type AppError, validation } from '../errors.js';
import { emailDomainAllowed, emailDomainRefusal } from '../../domain/fair-settings.js';
import { must, refuse, unique, useCase } from '../task.js';
import { EmailConfirmation } from './email-confirmation.js';
import { STUDENT_ACCOUNT_MESSAGES } from './student-account-messages.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';

/**
 * A newcomer creates a student account (spec §2 sign-up, POST /student/create). It starts
 * unconfirmed and is mailed an activation link; an account whose link could not be mailed is
 * taken back, so the newcomer can simply sign up again. When the fair's settings list the e-mail
 * domains allowed to sign up, any other e-mail is refused on its field (docs/allocation.md).
 */
export class SignUpStudent extends Needs(['students', 'secrets', 'passwords', 'ids', 'clock', 'fairSettings'], {
  confirmation: EmailConfirmation,
  emails: AccountEmails,
}) {
  execute(form: SignUpForm): TaskEither<AppError, Student> {
    return useCase(async () => {
      const valid = validateSignUp(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const { allowedEmailDomains: domains } = await this.deps.fairSettings.get();
      if (!emailDomainAllowed(valid.right.email, domains)) {
        return refuse(validation([{ field: 'email', message: emailDomainRefusal(domains) }]));
      }
      await this.deps.emails.mustBeFree(valid.right.email);
      const student = await this.newStudent(valid.right);
      await unique(() => this.deps.students.add(student), {
        email: STUDENT_ACCOUNT_MESSAGES.emailTaken,
        indexNumber: STUDENT_ACCOUNT_MESSAGES.indexNumberTaken,
      });
      try {
        await must(this.deps.confirmation.send(student));
      } catch (unsent) {
        await this.takeBack(student);
        throw unsent;
      }
      return student;
    });
  }

  private async newStudent(valid: SignUp): Promise<Student> {
    return {
      id: this.deps.ids.next(),
      email: valid.email,
      passwordHash: await this.deps.passwords.hash(valid.password),
      fullName: valid.fullName,
      title: valid.title,
      commonName: valid.commonName,
      indexNumber: valid.indexNumber,
      description: '',
      linkedInURL: '',
      githubURL: '',
      personalURL: '',
      emailConfirmed: false,
      pictureKey: null,
      cvKey: null,
      companyCvKeys: {},
      selection: null,
      sessionVersion: FIRST_SESSION_VERSION,
      remindersOff: false,
      scheduleMailsOff: false,
      createdAt: this.deps.clock.now(),
      lastSignInAt: null,
    };
  }

  private async takeBack(student: Student): Promise<void> {
    await this.deps.secrets.deleteAllFor(student.id);
    await this.deps.students.delete(student.id);
  }
}
