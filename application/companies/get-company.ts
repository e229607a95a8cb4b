import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
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
export class GetCompany {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, companyId: string | null): TE.TaskEither<AppError, ViewedCompany> {
    return companyId === null ? this.own(actor) : this.byId(actor, companyId);
  }

  private own(actor: Actor): TE.TaskEither<AppError, ViewedCompany> {
    if (actor.role !== 'company' && actor.role !== 'coordinator') {
      return TE.left(validation([{ field: 'id', message: COMPANY_ID_REQUIRED }]));
    }
    return pipe(
      this.companyOfActor.find(actor),
      TE.chain((ownId) => attempt(() => this.companies.findById(ownId))),
      TE.chain(required(accountGone())),
      TE.map((company) => ({ company, view: 'full' as const })),
    );
  }

  private byId(actor: Actor, companyId: string): TE.TaskEither<AppError, ViewedCompany> {
    return pipe(
      findCompany(this.companies, companyId),
      TE.chain((company) =>
        pipe(
          this.actsFor(actor, company.id),
          TE.map((own): ViewedCompany => ({ company, view: own ? 'full' : 'public' })),
        ),
      ),
    );
  }

  private actsFor(actor: Actor, companyId: string): TE.TaskEither<AppError, boolean> {
    if (actor.role === 'admin') return TE.right(true);
    if (actor.role !== 'company' && actor.role !== 'coordinator') return TE.right(false);
    return pipe(
      this.companyOfActor.find(actor),
      TE.map((ownId) => ownId === companyId),
    );
  }
}
