import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader, type ListedInterview } from '../interviews/interview-details.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { must, useCase } from '../task.js';

/** A company's walk-in interviews, in queue order, for its coordinator's and its own walk-in pages. */
export class ListWalkInInterviews {
  static readonly needs = ['interviews', InterviewDetailsLoader, CompanyOfActor] as const;

  constructor(
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, companyId: string): TaskEither<AppError, ListedInterview[]> {
    return useCase(async () => {
      await must(this.companyOfActor.requireOrAdmin(actor, companyId));
      const interviews = await this.interviews.list({ companyId, walkIn: true });
      return must(this.details.list(interviews));
    });
  }
}
