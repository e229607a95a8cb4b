import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findInterview } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { cancelBeforeStart } from './cancel-before-start.js';
import { detailsOfOne } from './details-of-one.js';
import { interviewWithdrawn } from './interview-audit.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

export const NOT_YOUR_INTERVIEW = 'You can only withdraw from your own interviews';

/**
 * A student withdraws from one of their interviews that has not started (selected or assigned), a
 * reason optional (POST /interview/withdraw/{id}): it stays, cancelled, with the reason, and its
 * place goes to the company's reserve list. Another student's interview, or one that is ongoing,
 * finished, a no-show or already cancelled, is refused and nothing changes.
 */
export class WithdrawFromInterview extends Needs(['interviews', 'events', 'clock', 'units'], {
  details: InterviewDetailsLoader,
}) {
  static readonly audit = interviewWithdrawn;

  execute(actor: Actor, interviewId: string, reason: string | null): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      if (actor.role !== 'student') return refuse(forbidden(NOT_YOUR_INTERVIEW));
      const interview = await must(findInterview(this.deps.interviews, interviewId));
      if (interview.studentId !== actor.id) return refuse(forbidden(NOT_YOUR_INTERVIEW));
      const at = this.deps.clock.now();
      const withdrawn = await this.deps.units.allOrNothing(
        () => cancelBeforeStart(this.deps.interviews, this.deps.events, interview, { by: 'student', at, reason }),
        'one',
      );
      return must(detailsOfOne(this.deps.details, withdrawn));
    });
  }
}
