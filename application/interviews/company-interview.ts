import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Interview } from '../../domain/interview.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import { INTERVIEW_NOT_FOUND } from './details-of-one.js';

/** An interview that the caller, a company or its coordinator, may act on: one of its own company's. */
export class CompanyInterview {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  find(actor: Actor, interviewId: string): TE.TaskEither<AppError, Interview> {
    return pipe(
      attempt(() => this.interviews.findById(interviewId)),
      TE.chain(required(notFound(INTERVIEW_NOT_FOUND))),
      TE.chain((interview) =>
        pipe(
          this.companyOfActor.require(actor, interview.companyId),
          TE.map(() => interview),
        ),
      ),
    );
  }
}
