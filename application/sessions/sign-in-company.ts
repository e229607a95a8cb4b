import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { AccountSignIn } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

export const WRONG_COMPANY_CREDENTIALS = 'Invalid username or password';

/** A company signs in with its username (spec §2). */
export class SignInCompany {
  static readonly needs = ['companies', AccountSignIn] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly accounts: AccountSignIn,
  ) {}

  execute(form: CompanySignInForm): TaskEither<AppError, SignedIn<Company>> {
    return this.accounts.signIn(
      'company',
      validateCompanySignIn(form),
      ({ username }) => this.companies.findByUsername(username),
      { wrongMessage: WRONG_COMPANY_CREDENTIALS },
    );
  }
}
