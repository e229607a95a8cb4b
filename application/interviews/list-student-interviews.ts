import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type InterviewStatus, sortInterviews } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { InterviewDetailsLoader, type ListedInterview } from './interview-details.js';

/** A student lists their own interviews, walk-ins included, optionally of one status, in queue order (GET /interview/all-st). */
export class ListStudentInterviews extends Needs(['interviews'], { details: InterviewDetailsLoader }) {
  execute(actor: Actor, status?: InterviewStatus): TaskEither<AppError, ListedInterview[]> {
    return useCase(async () => {
      const interviews = await this.deps.interviews.list({ studentId: actor.id, status });
      return must(this.deps.details.list(sortInterviews(interviews)));
    });
  }
}
