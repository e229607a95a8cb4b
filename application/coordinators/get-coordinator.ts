import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { type CoordinatorAccount, withCompany } from './coordinator-account.js';

/** The signed-in coordinator's own account and company (GET /coordinator/single). */
export class GetCoordinator extends Needs(['coordinators', 'companies']) {
  execute(actor: Actor): TaskEither<AppError, CoordinatorAccount> {
    return useCase(async () => {
      const coordinator = await this.deps.coordinators.findById(actor.id);
      if (!coordinator) return refuse(accountGone());
      return must(withCompany(this.deps.companies, coordinator));
    });
  }
}
