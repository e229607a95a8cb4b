import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { attempt } from '../task.js';
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

  execute(form: CompanySignInForm): TE.TaskEither<AppError, SignedIn<Company>> {
    return pipe(
      TE.fromEither(validateCompanySignIn(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          attempt(() => this.companies.findByUsername(valid.username)),
          TE.chain((company) => this.credentials.check(company, valid.password, WRONG_COMPANY_CREDENTIALS)),
        ),
      ),
      TE.map((account) => ({
        account,
        role: 'company' as const,
        token: this.tokens.issue({ sub: account.id, role: 'company', ver: account.sessionVersion }),
      })),
    );
  }
}
