import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type CoordinatorAccount, withCompany } from '../coordinators/coordinator-account.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, useCase } from '../task.js';
import { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInCoordinator {
  static readonly needs = ['coordinators', 'companies', CredentialCheck, 'tokens'] as const;

  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<CoordinatorAccount>> {
    return useCase(async () => {
      const coordinator = await must(
        this.credentials.signIn(validateSignIn(form), ({ email }) => this.coordinators.findByEmail(email)),
      );
      const account = await must(withCompany(this.companies, coordinator));
      const token = this.tokens.issue({ sub: coordinator.id, role: 'coordinator', ver: coordinator.sessionVersion });
      return { account, role: 'coordinator', token };
    });
  }
}
