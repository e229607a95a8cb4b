import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import { findCompany } from '../find-records.js';
import type { CompanyRepository } from '../ports/persistence.js';

/** Whether a company's walk-in interviews are open; any signed-in account may ask. */
export class GetWalkingStatus {
  constructor(private readonly companies: CompanyRepository) {}

  execute(companyId: string): TE.TaskEither<AppError, boolean> {
    return pipe(
      findCompany(this.companies, companyId),
      TE.map((company) => company.walkingStatus),
    );
  }
}
