import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import { must, useCase } from '../task.js';
import { type CoordinatorAccount, withCompanies } from './coordinator-account.js';

/** Every coordinator with its company, oldest first (the admin's Coordinators table). */
export class ListCoordinators {
  static readonly needs = ['coordinators', 'companies'] as const;

  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly companies: CompanyRepository,
  ) {}

  execute(): TaskEither<AppError, CoordinatorAccount[]> {
    return useCase(async () => must(withCompanies(this.companies, await this.coordinators.list())));
  }
}
