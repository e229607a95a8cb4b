import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Role } from '../../domain/role.js';
import type { Validated } from '../../domain/validation.js';
import type { AppError } from '../errors.js';
import type { SessionClaims } from '../ports/security.js';
import { must, Refusal, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

/**
 * What a sign-in needs of an account: its id, its password's hash and its session version, which its
 * token carries. A company's recruiter signs in as their company: `id` is the company's, the password
 * and the session version are the recruiter's own, and `recruiterId` names them in the token.
 */
export interface SigningInAccount {
  readonly id: string;
  readonly passwordHash: string;
  readonly sessionVersion: number;
  readonly recruiterId?: string;
}

const claimsOf = (account: SigningInAccount, role: Role): SessionClaims =>
  account.recruiterId === undefined
    ? { sub: account.id, role, ver: account.sessionVersion }
    : { sub: account.id, role, ver: account.sessionVersion, rec: account.recruiterId };

export interface SignInRules<A, S> {
  /** Answered when no account matches the form, or its password does not. */
  readonly wrongMessage?: string;
  /** Once the password matched: refuses the account, or answers what the session shows of it. */
  readonly admit?: (account: A) => Promise<S | Refusal>;
}

/**
 * The sign-in of every kind of account: the form as checked, the account it names accepted only if
 * the password matches and the kind's own rule admits it, then a session of that role for it, its
 * token's claims taken from the account.
 */
export class AccountSignIn extends Needs(['tokens'], { credentials: CredentialCheck }) {
  signIn<V extends { readonly password: string }, A extends SigningInAccount, S = A>(
    role: Role,
    form: Validated<V>,
    find: (valid: V) => Promise<A | null>,
    rules: SignInRules<A, S> = {},
  ): TaskEither<AppError, SignedIn<S>> {
    return useCase(async () => {
      const account = await must(this.deps.credentials.signIn(form, find, rules.wrongMessage));
      const admitted = rules.admit ? await rules.admit(account) : (account as unknown as S);
      if (admitted instanceof Refusal) return admitted;
      return { account: admitted, role, token: this.deps.tokens.issue(claimsOf(account, role)) };
    });
  }
}
