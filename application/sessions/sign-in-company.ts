import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export const WRONG_COMPANY_CREDENTIALS = 'Invalid username or password';

/** A company signs in with its username (spec §2). */
export class SignInCompany {
  static readonly needs = ['companies', CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: CompanySignInForm): TaskEither<AppError, SignedIn<Company>> {
    return useCase(async () => {
      const account = await must(
        this.credentials.signIn(
          validateCompanySignIn(form),
          ({ username }) => this.companies.findByUsername(username),
          WRONG_COMPANY_CREDENTIALS,
        ),
      );
      const token = this.tokens.issue({ sub: account.id, role: 'company', ver: account.sessionVersion });
      return { account, role: 'company', token };
    });
  }
}
