import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Assessment } from '../../domain/assessment.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { CompanyInterview } from '../interviews/company-interview.js';
import type { AssessmentRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/**
 * A company or its coordinator reads its assessment of an interviewee (GET
 * /interview/assessment/{interviewId}): null while nobody has written one. Another company's
 * interview is refused, whoever asks.
 */
export class GetAssessment {
  constructor(
    private readonly assessments: AssessmentRepository,
    private readonly companyInterview: CompanyInterview,
  ) {}

  execute(actor: Actor, interviewId: string): TE.TaskEither<AppError, Assessment | null> {
    return pipe(
      this.companyInterview.find(actor, interviewId),
      TE.chain((interview) => attempt(() => this.assessments.findByInterview(interview.id))),
    );
  }
}
