import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type AppError, validation } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, refuse, useCase } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInAdmin {
  constructor(
    private readonly admins: AdminRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<Admin>> {
    return useCase(async () => {
      const valid = validateSignIn(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const admin = await this.admins.findByEmail(valid.right.email);
      const account = await must(this.credentials.check(admin, valid.right.password));
      const token = this.tokens.issue({ sub: account.id, role: 'admin', ver: account.sessionVersion });
      return { account, role: 'admin', token };
    });
  }
}
