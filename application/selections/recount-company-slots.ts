import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import { type AppError, notFound } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import type { SlotsFilled } from './slots-filled.js';

export const COMPANY_NOT_FOUND = 'Company not found';

/**
 * POST /student/update-company/{id}, kept for older clients: whatever number they send, the
 * company's slotsFilled is recounted from the submitted selections (design.md §5.4).
 */
export class RecountCompanySlots {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly slotsFilled: SlotsFilled,
  ) {}

  execute(companyId: string): TE.TaskEither<AppError, Company> {
    const findCompany = pipe(
      attempt(() => this.companies.findById(companyId)),
      TE.chain(required(notFound(COMPANY_NOT_FOUND))),
    );
    return pipe(
      findCompany,
      TE.chain(() => this.slotsFilled.recount([companyId])),
      TE.chain(() => findCompany),
    );
  }
}
