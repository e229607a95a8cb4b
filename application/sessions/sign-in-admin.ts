import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import type { AppError } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInAdmin {
  static readonly needs = ['admins', CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly admins: AdminRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<Admin>> {
    return useCase(async () => {
      const account = await must(
        this.credentials.signIn(validateSignIn(form), ({ email }) => this.admins.findByEmail(email)),
      );
      const token = this.tokens.issue({ sub: account.id, role: 'admin', ver: account.sessionVersion });
      return { account, role: 'admin', token };
    });
  }
}
