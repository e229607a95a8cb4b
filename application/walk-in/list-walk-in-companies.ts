import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** The companies whose walk-in interviews are open, for the student's Walk-in page. */
export class ListWalkInCompanies extends Needs(['companies']) {
  execute(): TaskEither<AppError, readonly CompanyProfile[]> {
    return useCase(() => this.deps.companies.listWalkInOpen());
  }
}
