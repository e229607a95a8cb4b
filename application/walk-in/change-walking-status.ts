import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Company } from '../../domain/company.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { announce, walkInToggled } from '../fair-events.js';
import { findCompany } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { CompanyRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

export const ONLY_COORDINATOR_TOGGLES =
  "Only the company's coordinator or an admin can open or close walk-in interviews";

/**
 * A coordinator opens or closes walk-in interviews for its company (spec §2 /coordinator/walk-in);
 * an administrator may do it for any company, e.g. when the coordinator is away from the desk.
 */
export class ChangeWalkingStatus {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, companyId: string, walkingStatus: boolean): TE.TaskEither<AppError, Company> {
    if (actor.role !== 'coordinator' && actor.role !== 'admin') return TE.left(forbidden(ONLY_COORDINATOR_TOGGLES));
    return pipe(
      this.companyOfActor.requireOrAdmin(actor, companyId),
      TE.chain(() => findCompany(this.companies, companyId)),
      TE.chain((company) =>
        company.walkingStatus === walkingStatus
          ? TE.right(company)
          : pipe(
              attempt(() => this.companies.setWalkingStatus(company.id, walkingStatus)),
              TE.chain(() => announce(this.events, walkInToggled(company.id, walkingStatus))),
              TE.map(() => ({ ...company, walkingStatus })),
            ),
      ),
    );
  }
}
