import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { type CoordinatorAccount, withCompanies } from './coordinator-account.js';

/** Every coordinator with its company, oldest first (the admin's Coordinators table). */
export class ListCoordinators extends Needs(['coordinators', 'companies']) {
  execute(): TaskEither<AppError, CoordinatorAccount[]> {
    return useCase(async () => must(withCompanies(this.deps.companies, await this.deps.coordinators.list())));
  }
}
