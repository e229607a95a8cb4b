import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company, CompanyProfile } from '../../domain/company.js';
import { isEmail, normalizeEmail } from '../../domain/email.js';
import type { Recruiter } from '../../domain/recruiter.js';
import { type CompanySignInForm, validateCompanySignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import { refuse } from '../task.js';
import { AccountSignIn, type SigningInAccount } from './account-sign-in.js';
import type { SignedIn } from './signed-in.js';

export const WRONG_COMPANY_CREDENTIALS = 'Invalid username or password';

/** Who signed in for a company: its own account (recruiter null), or one of its recruiters. */
export interface CompanyLogin {
  readonly company: Company;
  readonly recruiter: Recruiter | null;
}

/** A login as its credentials are checked: the company as recorded, its slotsFilled not yet counted. */
interface CheckedLogin extends SigningInAccount {
  readonly company: CompanyProfile;
  readonly recruiter: Recruiter | null;
}

/**
 * A login as it signs in: the company's id, and the password and session version of whoever signs in
 * (its recruiter, named in the token, or else the company's own account).
 */
const loginAs = (company: CompanyProfile, recruiter: Recruiter | null): CheckedLogin => {
  const { id, passwordHash, sessionVersion } = recruiter ?? company;
  return {
    id: company.id,
    passwordHash,
    sessionVersion,
    ...(recruiter === null ? {} : { recruiterId: id }),
    company,
    recruiter,
  };
};

/**
 * A company signs in with its username (spec §2); one of its recruiters signs in on the same form
 * with their own e-mail, and then acts as the company under a session of their own.
 */
export class SignInCompany extends Needs(['companies', 'recruiters'], { accounts: AccountSignIn }) {
  execute(form: CompanySignInForm): TaskEither<AppError, SignedIn<CompanyLogin>> {
    return this.deps.accounts.signIn('company', validateCompanySignIn(form), ({ username }) => this.loginOf(username), {
      wrongMessage: WRONG_COMPANY_CREDENTIALS,
      // The answer shows the company's slotsFilled: counted once the password matched, not for every attempt.
      admit: async ({ company, recruiter }) => {
        const counted = await this.deps.companies.findById(company.id);
        return counted === null ? refuse(accountGone()) : { company: counted, recruiter };
      },
    });
  }

  /** The company of this username, else the recruiter of this e-mail with their company. */
  private async loginOf(username: string): Promise<CheckedLogin | null> {
    const company = await this.deps.companies.findProfileByUsername(username);
    if (company !== null) return loginAs(company, null);
    if (!isEmail(username)) return null;
    const recruiter = await this.deps.recruiters.findByEmail(normalizeEmail(username));
    const [ofRecruiter] = recruiter === null ? [] : await this.deps.companies.findProfilesByIds([recruiter.companyId]);
    return recruiter && ofRecruiter ? loginAs(ofRecruiter, recruiter) : null;
  }
}
