import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader, type ListedInterview } from '../interviews/interview-details.js';
import { must, useCase } from '../task.js';

/** A company's walk-in interviews, in queue order, for its coordinator's and its own walk-in pages. */
export class ListWalkInInterviews extends Needs(['interviews'], {
  details: InterviewDetailsLoader,
  companyOfActor: CompanyOfActor,
}) {
  execute(actor: Actor, companyId: string): TaskEither<AppError, ListedInterview[]> {
    return useCase(async () => {
      await must(this.deps.companyOfActor.requireOrAdmin(actor, companyId));
      const interviews = await this.deps.interviews.list({ companyId, walkIn: true });
      return must(this.deps.details.list(interviews));
    });
  }
}
