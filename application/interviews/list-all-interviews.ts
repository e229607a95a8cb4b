import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { InterviewFilter, InterviewRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** What the admin's Interviews screen narrows the list to; each left out matches all. */
export type AdminInterviewFilter = Pick<InterviewFilter, 'companyId' | 'panelId' | 'status' | 'walkIn'>;

/**
 * An administrator reads every interview, walk-ins included, in queue order (GET /admin/all-for-admin),
 * or those of one company, panel, status, or walk-ins only (or none).
 */
export class ListAllInterviews {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
  ) {}

  execute(filter: AdminInterviewFilter = {}): TE.TaskEither<AppError, InterviewDetails[]> {
    return pipe(
      attempt(() => this.interviews.list(filter)),
      TE.chain((interviews) => this.details.load(interviews)),
    );
  }
}
