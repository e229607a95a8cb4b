import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { findInterview } from '../find-records.js';
import { must, useCase } from '../task.js';
import { cancelBeforeStart } from './cancel-before-start.js';
import { CompanyInterview } from './company-interview.js';
import { detailsOfOne } from './details-of-one.js';
import { interviewCancelled } from './interview-audit.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';

/**
 * A coordinator or the company (their own company's interviews) or an administrator (any) cancels
 * an interview that has not started, a reason optional (POST /interview/cancel/{id}): it stays,
 * cancelled, with who cancelled it and why, and its place goes to the company's reserve list. One
 * that is ongoing, finished, a no-show or already cancelled is refused and nothing changes.
 */
export class CancelInterview extends Needs(['interviews', 'events', 'clock', 'units'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
}) {
  static readonly audit = interviewCancelled;

  execute(actor: Actor, interviewId: string, reason: string | null): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(
        actor.role === 'admin'
          ? findInterview(this.deps.interviews, interviewId)
          : this.deps.companyInterview.find(actor, interviewId),
      );
      const at = this.deps.clock.now();
      const cancelled = await this.deps.units.allOrNothing(
        () => cancelBeforeStart(this.deps.interviews, this.deps.events, interview, { by: actor.role, at, reason }),
        'one',
      );
      return must(detailsOfOne(this.deps.details, cancelled));
    });
  }
}
