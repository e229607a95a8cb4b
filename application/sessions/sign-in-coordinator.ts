import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type SignInForm, validateSignIn } from '../../domain/sign-in.js';
import { type CoordinatorAccount, withCompany } from '../coordinators/coordinator-account.js';
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import type { TokenService } from '../ports/security.js';
import { must, refuse, useCase } from '../task.js';
import type { CredentialCheck } from './credentials.js';
import type { SignedIn } from './signed-in.js';

export class SignInCoordinator {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
    private readonly credentials: CredentialCheck,
    private readonly tokens: TokenService,
  ) {}

  execute(form: SignInForm): TaskEither<AppError, SignedIn<CoordinatorAccount>> {
    return useCase(async () => {
      const valid = validateSignIn(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const found = await this.coordinators.findByEmail(valid.right.email);
      const coordinator = await must(this.credentials.check(found, valid.right.password));
      const account = await must(withCompany(this.companies, coordinator));
      const token = this.tokens.issue({ sub: coordinator.id, role: 'coordinator', ver: coordinator.sessionVersion });
      return { account, role: 'coordinator', token };
    });
  }
}
