import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type InterviewStatus, sortInterviews } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { CompanyScope, type CompanyScopeQuery } from './company-scope.js';
import { InterviewDetailsLoader, type ListedInterview } from './interview-details.js';

export interface CompanyInterviewsQuery extends CompanyScopeQuery {
  readonly status?: InterviewStatus;
}

/**
 * A company or its coordinator lists its own interviews, walk-ins included, optionally of one panel
 * or one status, in queue order (GET /interview/all-com, all-cd, all-by-panel).
 */
export class ListCompanyInterviews extends Needs(['interviews'], {
  scope: CompanyScope,
  details: InterviewDetailsLoader,
}) {
  execute(actor: Actor, query: CompanyInterviewsQuery): TaskEither<AppError, ListedInterview[]> {
    return useCase(async () => {
      const scope = await must(this.deps.scope.resolve(actor, query));
      const interviews = await this.deps.interviews.list({ ...scope, status: query.status });
      return must(this.deps.details.list(sortInterviews(interviews)));
    });
  }
}
