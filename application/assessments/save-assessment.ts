import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import {
  type Assessment,
  type AssessmentAuthor,
  type AssessmentInput,
  validateAssessment,
} from '../../domain/assessment.js';
import type { Interview } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { accountGone, findCompanyProfile } from '../find-records.js';
import { CompanyInterview } from '../interviews/company-interview.js';
import { must, Refusal, refuse, useCase } from '../task.js';

/**
 * A company or its coordinator rates an interviewee, writes notes and chooses a next step (POST
 * /interview/assessment/{interviewId}): the interview's one assessment is written whole, stamped
 * with who saved it and when (a recruiter by their own name); the last save wins.
 */
export class SaveAssessment extends Needs(['assessments', 'companies', 'coordinators', 'clock', 'recruiters'], {
  companyInterview: CompanyInterview,
}) {
  execute(actor: Actor, interviewId: string, input: AssessmentInput): TaskEither<AppError, Assessment> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.find(actor, interviewId));
      const values = validateAssessment(input);
      if (E.isLeft(values)) return refuse(validation(values.left));
      const author = await this.authorOf(actor, interview);
      if (author instanceof Refusal) return author;
      const assessment: Assessment = {
        ...values.right,
        interviewId: interview.id,
        companyId: interview.companyId,
        studentId: interview.studentId,
        updatedAt: this.deps.clock.now(),
        updatedBy: author,
      };
      await this.deps.assessments.save(assessment);
      return assessment;
    });
  }

  private async authorOf(actor: Actor, interview: Interview): Promise<AssessmentAuthor | Refusal> {
    if (actor.role === 'coordinator') {
      const coordinator = await this.deps.coordinators.findById(actor.id);
      if (coordinator === null) return refuse(accountGone());
      return { id: coordinator.id, role: 'coordinator', name: coordinator.name };
    }
    if (actor.recruiterId !== undefined) {
      const recruiter = await this.deps.recruiters.findById(actor.recruiterId);
      if (recruiter === null) return refuse(accountGone());
      return { id: recruiter.id, role: 'company', name: recruiter.name };
    }
    const company = await must(findCompanyProfile(this.deps.companies, interview.companyId));
    return { id: company.id, role: 'company', name: company.companyName };
  }
}
