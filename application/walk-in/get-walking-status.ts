import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, notFound } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import { COMPANY_NOT_FOUND } from './change-walking-status.js';

/** Whether a company's walk-in interviews are open; any signed-in account may ask. */
export class GetWalkingStatus {
  constructor(private readonly companies: CompanyRepository) {}

  execute(companyId: string): TE.TaskEither<AppError, boolean> {
    return pipe(
      attempt(() => this.companies.findById(companyId)),
      TE.chain(required(notFound(COMPANY_NOT_FOUND))),
      TE.map((company) => company.walkingStatus),
    );
  }
}
