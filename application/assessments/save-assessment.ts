import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import {
  type Assessment,
  type AssessmentAuthor,
  type AssessmentInput,
  validateAssessment,
} from '../../domain/assessment.js';
import type { Interview } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { accountGone, findCompany } from '../find-records.js';
import type { CompanyInterview } from '../interviews/company-interview.js';
import type { AssessmentRepository, CompanyRepository, CoordinatorRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { attempt, required } from '../task.js';

/**
 * A company or its coordinator rates an interviewee, writes notes and chooses a next step (POST
 * /interview/assessment/{interviewId}): the interview's one assessment is written whole, stamped
 * with who saved it and when; the last save wins.
 */
export class SaveAssessment {
  constructor(
    private readonly assessments: AssessmentRepository,
    private readonly companyInterview: CompanyInterview,
    private readonly companies: CompanyRepository,
    private readonly coordinators: CoordinatorRepository,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, interviewId: string, input: AssessmentInput): TE.TaskEither<AppError, Assessment> {
    return pipe(
      TE.Do,
      TE.apS('interview', this.companyInterview.find(actor, interviewId)),
      TE.apS('values', pipe(TE.fromEither(validateAssessment(input)), TE.mapLeft(validation))),
      TE.bind('author', ({ interview }) => this.authorOf(actor, interview)),
      TE.map(({ interview, values, author }): Assessment => ({
        ...values,
        interviewId: interview.id,
        companyId: interview.companyId,
        studentId: interview.studentId,
        updatedAt: this.clock.now(),
        updatedBy: author,
      })),
      TE.chainFirst((assessment) => attempt(() => this.assessments.save(assessment))),
    );
  }

  private authorOf(actor: Actor, interview: Interview): TE.TaskEither<AppError, AssessmentAuthor> {
    if (actor.role === 'coordinator') {
      return pipe(
        attempt(() => this.coordinators.findById(actor.id)),
        TE.chain(required(accountGone())),
        TE.map((coordinator) => ({ id: coordinator.id, role: 'coordinator' as const, name: coordinator.name })),
      );
    }
    return pipe(
      findCompany(this.companies, interview.companyId),
      TE.map((company) => ({ id: company.id, role: 'company' as const, name: company.companyName })),
    );
  }
}
