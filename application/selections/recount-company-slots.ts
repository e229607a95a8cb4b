import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findCompany } from '../find-records.js';
import { must, useCase } from '../task.js';
import { companySlotsRecounted } from './company-slots-audit.js';

/**
 * POST /student/update-company/{id}, kept for older clients: whatever number they send, the
 * company's slotsFilled is the one counted from the submitted selections, which every read of a
 * company does (design.md §5.4); the call answers the company as it is.
 */
export class RecountCompanySlots extends Needs(['companies']) {
  static readonly audit = companySlotsRecounted;

  execute(_actor: Actor, companyId: string): TaskEither<AppError, Company> {
    return useCase(() => must(findCompany(this.deps.companies, companyId)));
  }
}
