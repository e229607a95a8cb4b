import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import { type CoordinatorAccount, withCompanies } from './coordinator-account.js';

/** Every coordinator with its company, oldest first (the admin's Coordinators table). */
export class ListCoordinators {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
  ) {}

  execute(): TaskEither<AppError, CoordinatorAccount[]> {
    return pipe(
      attempt(() => this.coordinators.list()),
      TE.chain((coordinators) => withCompanies(this.companies, coordinators)),
    );
  }
}
