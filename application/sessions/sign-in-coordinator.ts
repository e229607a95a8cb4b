import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type CoordinatorAccount, withCompany } from '../coordinators/coordinator-account.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import { must } from '../task.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

/** A coordinator signs in with e-mail and password; the session shows the coordinator with its company. */
export class SignInCoordinator {
  static readonly needs = ['coordinators', 'companies', AccountSignIn] as const;

  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly accounts: AccountSignIn,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<CoordinatorAccount>> {
    return this.accounts.signIn(
      'coordinator',
      validateSignIn(form),
      ({ email }) => this.coordinators.findByEmail(email),
      { admit: (coordinator) => must(withCompany(this.companies, coordinator)) },
    );
  }
}
