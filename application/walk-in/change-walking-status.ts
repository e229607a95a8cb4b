import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Company } from '../../domain/company.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { announce, walkInToggled } from '../fair-events.js';
import { findCompany } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { walkingStatusChanged } from './walk-in-audit.js';

export const ONLY_COORDINATOR_TOGGLES =
  "Only the company's coordinator or an admin can open or close walk-in interviews";

/**
 * A coordinator opens or closes walk-in interviews for its company (spec §2 /coordinator/walk-in);
 * an administrator may do it for any company, e.g. when the coordinator is away from the desk.
 */
export class ChangeWalkingStatus extends Needs(['companies', 'events', 'units'], { companyOfActor: CompanyOfActor }) {
  static readonly audit = walkingStatusChanged;

  execute(actor: Actor, companyId: string, walkingStatus: boolean): TaskEither<AppError, Company> {
    return useCase(async () => {
      if (actor.role !== 'coordinator' && actor.role !== 'admin') return refuse(forbidden(ONLY_COORDINATOR_TOGGLES));
      await must(this.deps.companyOfActor.requireOrAdmin(actor, companyId));
      const company = await must(findCompany(this.deps.companies, companyId));
      if (company.walkingStatus === walkingStatus) return company;
      await this.deps.units.allOrNothing(async () => {
        await this.deps.companies.setWalkingStatus(company.id, walkingStatus);
        await must(announce(this.deps.events, walkInToggled(company.id, walkingStatus)));
      });
      return { ...company, walkingStatus };
    });
  }
}
