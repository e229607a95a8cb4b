import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Interview } from '../../domain/interview.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findInterview } from '../find-records.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { must, useCase } from '../task.js';

/** An interview that the caller, a company or its coordinator, may act on: one of its own company's. */
export class CompanyInterview {
  static readonly needs = ['interviews', CompanyOfActor] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  find(actor: Actor, interviewId: string): TaskEither<AppError, Interview> {
    return useCase(async () => {
      const interview = await must(findInterview(this.interviews, interviewId));
      await must(this.companyOfActor.require(actor, interview.companyId));
      return interview;
    });
  }

  /** An interview the caller may act on as staff: any for an administrator, else one of its own company's. */
  findAsStaff(actor: Actor, interviewId: string): TaskEither<AppError, Interview> {
    return useCase(async () => {
      const interview = await must(findInterview(this.interviews, interviewId));
      await must(this.companyOfActor.requireOrAdmin(actor, interview.companyId));
      return interview;
    });
  }
}
