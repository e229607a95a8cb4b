import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Assessment } from '../../domain/assessment.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { CompanyInterview } from '../interviews/company-interview.js';
import { must, useCase } from '../task.js';

/**
 * A company or its coordinator reads its assessment of an interviewee (GET
 * /interview/assessment/{interviewId}): null while nobody has written one. Another company's
 * interview is refused, whoever asks.
 */
export class GetAssessment extends Needs(['assessments'], { companyInterview: CompanyInterview }) {
  execute(actor: Actor, interviewId: string): TaskEither<AppError, Assessment | null> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.find(actor, interviewId));
      return this.deps.assessments.findByInterview(interview.id);
    });
  }
}
