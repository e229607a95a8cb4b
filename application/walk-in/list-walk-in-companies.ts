import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { AppError } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { useCase } from '../task.js';

/** The companies whose walk-in interviews are open, for the student's Walk-in page. */
export class ListWalkInCompanies {
  static readonly needs = ['companies'] as const;

  constructor(private readonly companies: CompanyRepository) {}

  execute(): TaskEither<AppError, readonly CompanyProfile[]> {
    return useCase(() => this.companies.listWalkInOpen());
  }
}
