import { Needs } from '../needs.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { Student } from '../../domain/student.js';
import { type AppError, unverified } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

/**
 * A student signs in with e-mail and password. An unconfirmed e-mail is refused with code:11002,
 * but only once the password matched, so the refusal tells nothing to someone without it. The
 * moment of each sign-in is kept: the retention purge spares those who signed in since the fair.
 */
export class SignInStudent extends Needs(['students', 'clock'], { accounts: AccountSignIn }) {
  execute(form: SignInForm): TaskEither<AppError, SignedIn<Student>> {
    return pipe(
      this.deps.accounts.signIn('student', validateSignIn(form), ({ email }) => this.deps.students.findByEmail(email), {
        admit: async (account) => (account.emailConfirmed ? account : refuse(unverified())),
      }),
      TE.chainFirst(({ account }) => useCase(() => this.deps.students.recordSignIn(account.id, this.deps.clock.now()))),
    );
  }
}
