import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { RECRUITER_MESSAGES, type Recruiter, type RecruiterInvite } from '../../domain/recruiter.js';
import { type Actor, isCompanyOwner } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import type { RecruiterInviteRepository, RecruiterRepository } from '../ports/persistence.js';
import { refuse, useCase } from '../task.js';

export interface CompanyRecruiters {
  readonly recruiters: readonly Recruiter[];
  /** Waiting to be accepted, expired ones included until they are revoked or sent again. */
  readonly invites: readonly RecruiterInvite[];
}

/** The company's own account sees its recruiters and the invitations waiting (GET /company/recruiters). */
export class ListRecruiters {
  static readonly needs = ['recruiters', 'recruiterInvites'] as const;

  constructor(
    private readonly recruiters: RecruiterRepository,
    private readonly invites: RecruiterInviteRepository,
  ) {}

  execute(actor: Actor): TaskEither<AppError, CompanyRecruiters> {
    return useCase(async () => {
      if (!isCompanyOwner(actor)) return refuse(forbidden(RECRUITER_MESSAGES.ownerOnly));
      const [recruiters, invites] = await Promise.all([
        this.recruiters.listByCompany(actor.id),
        this.invites.listByCompany(actor.id),
      ]);
      return { recruiters, invites };
    });
  }
}
