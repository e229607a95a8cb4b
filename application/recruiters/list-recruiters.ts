import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { RECRUITER_MESSAGES, type Recruiter, type RecruiterInvite } from '../../domain/recruiter.js';
import { type Actor, isCompanyOwner } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { refuse, useCase } from '../task.js';

export interface CompanyRecruiters {
  readonly recruiters: readonly Recruiter[];
  /** Waiting to be accepted, expired ones included until they are revoked or sent again. */
  readonly invites: readonly RecruiterInvite[];
}

/** The company's own account sees its recruiters and the invitations waiting (GET /company/recruiters). */
export class ListRecruiters extends Needs(['recruiters', 'recruiterInvites']) {
  execute(actor: Actor): TaskEither<AppError, CompanyRecruiters> {
    return useCase(async () => {
      if (!isCompanyOwner(actor)) return refuse(forbidden(RECRUITER_MESSAGES.ownerOnly));
      const [recruiters, invites] = await Promise.all([
        this.deps.recruiters.listByCompany(actor.id),
        this.deps.recruiterInvites.listByCompany(actor.id),
      ]);
      return { recruiters, invites };
    });
  }
}
