import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { InterviewDetailsLoader, ListedInterview } from '../interviews/interview-details.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/** A company's walk-in interviews, in queue order, for its coordinator's and its own walk-in pages. */
export class ListWalkInInterviews {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, companyId: string): TE.TaskEither<AppError, ListedInterview[]> {
    return pipe(
      this.companyOfActor.requireOrAdmin(actor, companyId),
      TE.chain(() => attempt(() => this.interviews.list({ companyId, walkIn: true }))),
      TE.chain((interviews) => this.details.list(interviews)),
    );
  }
}
