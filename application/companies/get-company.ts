import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { accountGone, findCompany } from '../find-records.js';

/**
 * How much of a company a caller sees: the whole account (contacts, counts, walk-in) for an
 * administrator and for the company or its coordinators; the public profile for everyone else.
 */
export type CompanyView = 'full' | 'public';

export interface ViewedCompany {
  readonly company: Company;
  readonly view: CompanyView;
}

export const COMPANY_ID_REQUIRED = 'Choose a company';

/**
 * A company's profile (GET /company/single): without an id, the company the caller acts for (a
 * company's own account, a coordinator's company); with one, any company by id.
 */
export class GetCompany extends Needs(['companies'], { companyOfActor: CompanyOfActor }) {
  execute(actor: Actor, companyId: string | null): TaskEither<AppError, ViewedCompany> {
    return companyId === null ? this.own(actor) : this.byId(actor, companyId);
  }

  private own(actor: Actor): TaskEither<AppError, ViewedCompany> {
    return useCase(async () => {
      if (actor.role !== 'company' && actor.role !== 'coordinator') {
        return refuse(validation([{ field: 'id', message: COMPANY_ID_REQUIRED }]));
      }
      const ownId = await must(this.deps.companyOfActor.find(actor));
      const company = await this.deps.companies.findById(ownId);
      return company ? { company, view: 'full' } : refuse(accountGone());
    });
  }

  private byId(actor: Actor, companyId: string): TaskEither<AppError, ViewedCompany> {
    return useCase(async () => {
      const company = await must(findCompany(this.deps.companies, companyId));
      const own = await must(this.actsFor(actor, company.id));
      return { company, view: own ? 'full' : 'public' };
    });
  }

  private actsFor(actor: Actor, companyId: string): TaskEither<AppError, boolean> {
    return useCase(async () => {
      if (actor.role === 'admin') return true;
      if (actor.role !== 'company' && actor.role !== 'coordinator') return false;
      return (await must(this.deps.companyOfActor.find(actor))) === companyId;
    });
  }
}
