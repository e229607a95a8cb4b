import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { isEmail, normalizeEmail } from '../../domain/email.js';
import type { Recruiter } from '../../domain/recruiter.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, RecruiterRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export const WRONG_COMPANY_CREDENTIALS = 'Invalid username or password';

/** Who signed in for a company: its own account (recruiter null), or one of its recruiters. */
export interface CompanyLogin {
  readonly company: Company;
  readonly recruiter: Recruiter | null;
}

/**
 * A company signs in with its username (spec §2); one of its recruiters signs in on the same form
 * with their own e-mail, and then acts as the company under a session of their own.
 */
export class SignInCompany {
  static readonly needs = ['companies', 'recruiters', CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly companies: CompanyRepository,
    private readonly recruiters: RecruiterRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: CompanySignInForm): TaskEither<AppError, SignedIn<CompanyLogin>> {
    return useCase(async () => {
      const login = await must(
        this.credentials.signIn(
          validateCompanySignIn(form),
          ({ username }) => this.loginOf(username),
          WRONG_COMPANY_CREDENTIALS,
        ),
      );
      const { company, recruiter } = login;
      const token = this.tokens.issue(
        recruiter === null
          ? { sub: company.id, role: 'company', ver: company.sessionVersion }
          : { sub: company.id, role: 'company', ver: recruiter.sessionVersion, rec: recruiter.id },
      );
      return { account: { company, recruiter }, role: 'company', token };
    });
  }

  /** The company of this username, else the recruiter of this e-mail with their company; with the hash to check. */
  private async loginOf(username: string): Promise<(CompanyLogin & { readonly passwordHash: string }) | null> {
    const company = await this.companies.findByUsername(username);
    if (company !== null) return { company, recruiter: null, passwordHash: company.passwordHash };
    if (!isEmail(username)) return null;
    const recruiter = await this.recruiters.findByEmail(normalizeEmail(username));
    const ofRecruiter = recruiter === null ? null : await this.companies.findById(recruiter.companyId);
    return recruiter && ofRecruiter && { company: ofRecruiter, recruiter, passwordHash: recruiter.passwordHash };
  }
}
