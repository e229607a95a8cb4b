import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Role } from '../../domain/role.js';
import type { Validated } from '../../domain/validation.js';
import type { AppError } from '../errors.js';
import type { TokenService } from '../ports/security.js';
import { must, Refusal, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

/** What a sign-in needs of an account: its id, its password's hash and its session version. */
export interface SigningInAccount {
  readonly id: string;
  readonly passwordHash: string;
  readonly sessionVersion: number;
}

export interface SignInRules<A, S> {
  /** Answered when no account matches the form, or its password does not. */
  readonly wrongMessage?: string;
  /** Once the password matched: refuses the account, or answers what the session shows of it. */
  readonly admit?: (account: A) => Promise<S | Refusal>;
}

/**
 * The sign-in of every kind of account: the form as checked, the account it names accepted only if
 * the password matches and the kind's own rule admits it, then a session of that role for it.
 */
export class AccountSignIn {
  static readonly needs = [CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  signIn<V extends { readonly password: string }, A extends SigningInAccount, S = A>(
    role: Role,
    form: Validated<V>,
    find: (valid: V) => Promise<A | null>,
    rules: SignInRules<A, S> = {},
  ): TaskEither<AppError, SignedIn<S>> {
    return useCase(async () => {
      const account = await must(this.credentials.signIn(form, find, rules.wrongMessage));
      const admitted = rules.admit ? await rules.admit(account) : (account as unknown as S);
      if (admitted instanceof Refusal) return admitted;
      const token = this.tokens.issue({ sub: account.id, role, ver: account.sessionVersion });
      return { account: admitted, role, token };
    });
  }
}
