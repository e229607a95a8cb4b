import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** Every company, oldest first. */
export class ListCompanies extends Needs(['companies']) {
  execute(): TaskEither<AppError, readonly Company[]> {
    return useCase(() => this.deps.companies.list());
  }
}
