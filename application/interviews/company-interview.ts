import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Interview } from '../../domain/interview.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findInterview } from '../find-records.js';
import type { InterviewRepository } from '../ports/persistence.js';

/** An interview that the caller, a company or its coordinator, may act on: one of its own company's. */
export class CompanyInterview {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  find(actor: Actor, interviewId: string): TE.TaskEither<AppError, Interview> {
    return pipe(
      findInterview(this.interviews, interviewId),
      TE.chain((interview) =>
        pipe(
          this.companyOfActor.require(actor, interview.companyId),
          TE.map(() => interview),
        ),
      ),
    );
  }
}
