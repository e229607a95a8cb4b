import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Admin } from '../../domain/admin.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type AppError, validation } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { attempt } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInAdmin {
  constructor(
    private readonly admins: AdminRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TE.TaskEither<AppError, SignedIn<Admin>> {
    return pipe(
      TE.fromEither(validateSignIn(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          attempt(() => this.admins.findByEmail(valid.email)),
          TE.chain((admin) => this.credentials.check(admin, valid.password)),
        ),
      ),
      TE.map((account) => ({
        account,
        role: 'admin' as const,
        token: this.tokens.issue({ sub: account.id, role: 'admin', ver: account.sessionVersion }),
      })),
    );
  }
}
