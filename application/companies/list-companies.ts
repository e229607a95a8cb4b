import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** Every company, oldest first. */
export class ListCompanies {
  static readonly needs = ['companies'] as const;

  constructor(private readonly companies: CompanyRepository) {}

  execute(): TaskEither<AppError, readonly Company[]> {
    return useCase(() => this.companies.list());
  }
}
