import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, refuse, useCase } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export const WRONG_COMPANY_CREDENTIALS = 'Invalid username or password';

/** A company signs in with its username (spec §2). */
export class SignInCompany {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: CompanySignInForm): TaskEither<AppError, SignedIn<Company>> {
    return useCase(async () => {
      const valid = validateCompanySignIn(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const company = await this.companies.findByUsername(valid.right.username);
      const account = await must(this.credentials.check(company, valid.right.password, WRONG_COMPANY_CREDENTIALS));
      const token = this.tokens.issue({ sub: account.id, role: 'company', ver: account.sessionVersion });
      return { account, role: 'company', token };
    });
  }
}
