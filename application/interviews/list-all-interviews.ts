import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { AppError } from '../errors.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/** An administrator reads every interview, walk-ins included, in queue order (GET /admin/all-for-admin). */
export class ListAllInterviews {
  constructor(
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
  ) {}

  execute(): TE.TaskEither<AppError, InterviewDetails[]> {
    return pipe(
      attempt(() => this.interviews.list({})),
      TE.chain((interviews) => this.details.load(interviews)),
    );
  }
}
