import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, unauthenticated } from '../errors.js';
import type { PasswordHasher } from '../ports/security.js';
import { attempt } from '../task.js';

export const WRONG_CREDENTIALS = 'Invalid email or password';

/**
 * Accepts the account only if the password matches its hash. An unknown account costs the same
 * hashing work as a known one, so the answer's timing does not tell which accounts exist.
 */
export class CredentialCheck {
  private decoy: Promise<string> | null = null;

  constructor(private readonly passwords: PasswordHasher) {}

  check<A extends { readonly passwordHash: string }>(
    account: A | null,
    password: string,
    wrongMessage = WRONG_CREDENTIALS,
  ): TE.TaskEither<AppError, A> {
    return pipe(
      attempt(async () => {
        const hash = account?.passwordHash ?? (await this.decoyHash());
        return (await this.passwords.verify(hash, password)) && account !== null;
      }),
      TE.chain((matches) => (matches && account ? TE.right(account) : TE.left(unauthenticated(wrongMessage)))),
    );
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= this.passwords.hash('decoy password that no account has');
    return this.decoy;
  }
}
