import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type CoordinatorAccount, withCompany } from '../coordinators/coordinator-account.js';
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { attempt } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInCoordinator {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TE.TaskEither<AppError, SignedIn<CoordinatorAccount>> {
    return pipe(
      TE.fromEither(validateSignIn(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        pipe(
          attempt(() => this.coordinators.findByEmail(valid.email)),
          TE.chain((coordinator) => this.credentials.check(coordinator, valid.password)),
        ),
      ),
      TE.chain((coordinator) => withCompany(this.companies, coordinator)),
      TE.map((account) => ({
        account,
        role: 'coordinator' as const,
        token: this.tokens.issue({
          sub: account.coordinator.id,
          role: 'coordinator',
          ver: account.coordinator.sessionVersion,
        }),
      })),
    );
  }
}
