import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

export class SignInAdmin {
  static readonly needs = ['admins', AccountSignIn] as const;

  constructor(
    private readonly admins: AdminRepository,
    private readonly accounts: AccountSignIn,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<Admin>> {
    return this.accounts.signIn('admin', validateSignIn(form), ({ email }) => this.admins.findByEmail(email));
  }
}
