import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { InterviewFilter } from '../ports/persistence.js';
import { must, useCase } from '../task.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** What the admin's Interviews screen narrows the list to; each left out matches all. */
export type AdminInterviewFilter = Pick<InterviewFilter, 'companyId' | 'panelId' | 'status' | 'walkIn'>;

/**
 * An administrator reads every interview, walk-ins included, in queue order (GET /admin/all-for-admin),
 * or those of one company, panel, status, or walk-ins only (or none).
 */
export class ListAllInterviews extends Needs(['interviews'], { details: InterviewDetailsLoader }) {
  execute(filter: AdminInterviewFilter = {}): TaskEither<AppError, InterviewDetails[]> {
    return useCase(async () => {
      const interviews = await this.deps.interviews.list(filter);
      return must(this.deps.details.load(interviews));
    });
  }
}
