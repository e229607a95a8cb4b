import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { Student } from '../../domain/student.js';
import { type AppError, unverified } from '../errors.js';
import { refuse } from '../task.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

/**
 * A student signs in with e-mail and password. An unconfirmed e-mail is refused with code:11002,
 * but only once the password matched, so the refusal tells nothing to someone without it.
 */
export class SignInStudent extends Needs(['students'], { accounts: AccountSignIn }) {
  execute(form: SignInForm): TaskEither<AppError, SignedIn<Student>> {
    return this.deps.accounts.signIn(
      'student',
      validateSignIn(form),
      ({ email }) => this.deps.students.findByEmail(email),
      {
        admit: async (account) => (account.emailConfirmed ? account : refuse(unverified())),
      },
    );
  }
}
