import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Interview } from '../../domain/interview.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findInterview } from '../find-records.js';
import { must, useCase } from '../task.js';

/** An interview that the caller, a company or its coordinator, may act on: one of its own company's. */
export class CompanyInterview extends Needs(['interviews'], { companyOfActor: CompanyOfActor }) {
  find(actor: Actor, interviewId: string): TaskEither<AppError, Interview> {
    return useCase(async () => {
      const interview = await must(findInterview(this.deps.interviews, interviewId));
      await must(this.deps.companyOfActor.require(actor, interview.companyId));
      return interview;
    });
  }

  /** An interview the caller may act on as staff: any for an administrator, else one of its own company's. */
  findAsStaff(actor: Actor, interviewId: string): TaskEither<AppError, Interview> {
    return useCase(async () => {
      const interview = await must(findInterview(this.deps.interviews, interviewId));
      await must(this.deps.companyOfActor.requireOrAdmin(actor, interview.companyId));
      return interview;
    });
  }
}
