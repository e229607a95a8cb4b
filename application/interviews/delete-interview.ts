import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { INTERVIEW_MESSAGES, mayDelete } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { INTERVIEW_CHANGED_MEANWHILE } from './conditional-write.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

/**
 * A coordinator (its own company's interviews) or an administrator (any) deletes an interview that
 * has not started, or a cancelled one: it is gone, told as `interview.deleted` (which frees its place
 * for the reserve list). One that is ongoing, finished or a no-show is refused and kept, as is one
 * that moved meanwhile. Answers the interview as it was, so its outcome can name it.
 */
export class DeleteInterview extends Needs(['interviews', 'events', 'units'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
}) {
  execute(actor: Actor, interviewId: string): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.findAsStaff(actor, interviewId));
      if (!mayDelete(interview.status)) return refuse(conflict(INTERVIEW_MESSAGES.cannotDelete(interview.status)));
      const details = await must(detailsOfOne(this.deps.details, interview));
      return this.deps.units.allOrNothing(async () => {
        if (!(await this.deps.interviews.delete(interview.id, interview.status))) {
          return refuse(conflict(INTERVIEW_CHANGED_MEANWHILE));
        }
        await must(announce(this.deps.events, interviewEvent('interview.deleted', interview)));
        return details;
      }, 'one');
    });
  }
}
