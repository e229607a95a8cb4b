import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type InterviewStatus, sortInterviews } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { InterviewDetailsLoader, ListedInterview } from './interview-details.js';

/** A student lists their own interviews, walk-ins included, optionally of one status, in queue order (GET /interview/all-st). */
export class ListStudentInterviews {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
  ) {}

  execute(actor: Actor, status?: InterviewStatus): TE.TaskEither<AppError, ListedInterview[]> {
    return pipe(
      attempt(() => this.interviews.list({ studentId: actor.id, status })),
      TE.chain((interviews) => this.details.list(sortInterviews(interviews))),
    );
  }
}
