import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type CoordinatorAccount, withCompany } from '../coordinators/coordinator-account.js';
import type { AppError } from '../errors.js';
import { must } from '../task.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

/** A coordinator signs in with e-mail and password; the session shows the coordinator with its company. */
export class SignInCoordinator extends Needs(['coordinators', 'companies'], { accounts: AccountSignIn }) {
  execute(form: SignInForm): TaskEither<AppError, SignedIn<CoordinatorAccount>> {
    return this.deps.accounts.signIn(
      'coordinator',
      validateSignIn(form),
      ({ email }) => this.deps.coordinators.findByEmail(email),
      { admit: (coordinator) => must(withCompany(this.deps.companies, coordinator)) },
    );
  }
}
