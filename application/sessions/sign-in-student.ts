import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { Student } from '../../domain/student.js';
import { type AppError, unverified } from '../errors.js';
import type { StudentRepository } from '../ports/persistence.js';
import { refuse } from '../task.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

/**
 * A student signs in with e-mail and password. An unconfirmed e-mail is refused with code:11002,
 * but only once the password matched, so the refusal tells nothing to someone without it.
 */
export class SignInStudent {
  static readonly needs = ['students', AccountSignIn] as const;

  constructor(
    private readonly students: StudentRepository,
    private readonly accounts: AccountSignIn,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<Student>> {
    return this.accounts.signIn('student', validateSignIn(form), ({ email }) => this.students.findByEmail(email), {
      admit: async (account) => (account.emailConfirmed ? account : refuse(unverified())),
    });
  }
}
