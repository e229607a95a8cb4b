import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Validated } from '../../domain/validation.js';
import { type AppError, unauthenticated, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';

export const WRONG_CREDENTIALS = 'Invalid email or password';

/**
 * Accepts the account only if the password matches its hash. An unknown account costs the same
 * hashing work as a known one, so the answer's timing does not tell which accounts exist.
 */
export class CredentialCheck extends Needs(['passwords']) {
  private decoy: Promise<string> | null = null;

  check<A extends { readonly passwordHash: string }>(
    account: A | null,
    password: string,
    wrongMessage = WRONG_CREDENTIALS,
  ): TaskEither<AppError, A> {
    return useCase(async () => {
      const hash = account?.passwordHash ?? (await this.decoyHash());
      const matches = await this.deps.passwords.verify(hash, password);
      return matches && account ? account : refuse(unauthenticated(wrongMessage));
    });
  }

  /** A sign-in form as checked, the account it names, accepted only if the password matches. */
  signIn<V extends { readonly password: string }, A extends { readonly passwordHash: string }>(
    form: Validated<V>,
    find: (valid: V) => Promise<A | null>,
    wrongMessage = WRONG_CREDENTIALS,
  ): TaskEither<AppError, A> {
    return useCase(async () => {
      if (E.isLeft(form)) return refuse(validation(form.left));
      return must(this.check(await find(form.right), form.right.password, wrongMessage));
    });
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= this.deps.passwords.hash('decoy password that no account has');
    return this.decoy;
  }
}
