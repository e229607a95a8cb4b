import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

export class SignInAdmin extends Needs(['admins'], { accounts: AccountSignIn }) {
  execute(form: SignInForm): TaskEither<AppError, SignedIn<Admin>> {
    return this.deps.accounts.signIn('admin', validateSignIn(form), ({ email }) => this.deps.admins.findByEmail(email));
  }
}
