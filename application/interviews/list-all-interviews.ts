import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import type { InterviewFilter } from '../ports/persistence.js';
import { must, useCase } from '../task.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** What the admin's Interviews screen narrows the list to; each left out matches all. */
export type AdminInterviewFilter = Pick<InterviewFilter, 'companyId' | 'panelId' | 'status' | 'walkIn'>;

/** The whole list is read this many interviews at a time. */
export const WHOLE_LIST_PIECE = 500;

/**
 * An administrator reads every interview, walk-ins included, in queue order (GET /admin/all-for-admin),
 * or those of one company, panel, status, or walk-ins only (or none). The list is given as it is
 * read, `piece` interviews at a time in the queue order of the admin's pages: on a fair of any size,
 * it is never held whole.
 */
export class ListAllInterviews extends Needs(['interviews'], { details: InterviewDetailsLoader }) {
  execute(
    filter: AdminInterviewFilter = {},
    piece = WHOLE_LIST_PIECE,
  ): TaskEither<AppError, AsyncIterable<InterviewDetails>> {
    return useCase(() => Promise.resolve(this.read(filter, piece)));
  }

  private async *read(filter: AdminInterviewFilter, piece: number): AsyncIterable<InterviewDetails> {
    for (let page = 1; ; page += 1) {
      const { items } = await this.deps.interviews.page({
        filter,
        sort: 'queue',
        descending: false,
        page,
        pageSize: piece,
      });
      yield* await must(this.deps.details.load(items));
      if (items.length < piece) return;
    }
  }
}
