import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { ADMIN_INTERVIEW_PAGE_SIZE } from '../../domain/interview.js';
import type { AppError } from '../errors.js';
import type { InterviewSortKey } from '../ports/persistence.js';
import { must, useCase } from '../task.js';
import type { TextSearchPage } from '../text-search.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import type { AdminInterviewFilter } from './list-all-interviews.js';

/** A page of the admin's Interviews screen: its filters, a search by student, an order and the page. */
export interface InterviewPageRequest {
  readonly filter: AdminInterviewFilter;
  /** Part of a student's index number, name or e-mail; blank for every student. */
  readonly text: string;
  readonly sort: InterviewSortKey;
  readonly descending: boolean;
  /** 1-based. */
  readonly page: number;
}

/**
 * An administrator reads the fair's interviews a page at a time (GET /admin/interviews), narrowed
 * by company, panel, status, kind and student, in queue, time, status or creation order: the page is
 * cut by the store, so its size and time do not grow with the fair.
 */
export class ListInterviewPage extends Needs(['interviews', 'students'], { details: InterviewDetailsLoader }) {
  execute(request: InterviewPageRequest): TaskEither<AppError, TextSearchPage<InterviewDetails>> {
    return useCase(async () => {
      const text = request.text.trim();
      const pageSize = ADMIN_INTERVIEW_PAGE_SIZE;
      const studentIds = text === '' ? undefined : await this.deps.students.findIdsMatching(text);
      const { items, total } =
        studentIds?.length === 0
          ? { items: [], total: 0 }
          : await this.deps.interviews.page({
              filter: request.filter,
              ...(studentIds === undefined ? {} : { studentIds }),
              sort: request.sort,
              descending: request.descending,
              page: request.page,
              pageSize,
            });
      return { items: await must(this.deps.details.load(items)), total, page: request.page, pageSize };
    });
  }
}
