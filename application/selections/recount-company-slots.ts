import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import type { AppError } from '../errors.js';
import { findCompany } from '../find-records.js';
import type { CompanyRepository } from '../ports/persistence.js';
import type { SlotsFilled } from './slots-filled.js';

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
    return pipe(
      findCompany(this.companies, companyId),
      TE.chain(() => this.slotsFilled.recount([companyId])),
      TE.chain(() => findCompany(this.companies, companyId)),
    );
  }
}
