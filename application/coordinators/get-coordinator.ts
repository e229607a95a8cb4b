import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import { type CoordinatorAccount, withCompany } from './coordinator-account.js';

/** The signed-in coordinator's own account and company (GET /coordinator/single). */
export class GetCoordinator {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
  ) {}

  execute(actor: Actor): TE.TaskEither<AppError, CoordinatorAccount> {
    return pipe(
      attempt(() => this.coordinators.findById(actor.id)),
      TE.chain(required(accountGone())),
      TE.chain((coordinator) => withCompany(this.companies, coordinator)),
    );
  }
}
