import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type InterviewStatus, moveInterview } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import { NoShowStrikes } from '../strikes/no-show-strikes.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { whileUnmoved } from './conditional-write.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

/**
 * A company or its coordinator moves an interview along the state machine: Make Ongoing, Mark As
 * Done, Mark No-Show, Back to queue (POST /interview/update-status/{id}), each move kept with its
 * time in the interview's history. Marking a no-show gives its student a strike, and Back to queue
 * from no-show takes it away (NoShowStrikes). Any other move is a conflict naming both states.
 */
export class MoveInterviewStatus extends Needs(['interviews', 'events', 'clock', 'units'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
  strikes: NoShowStrikes,
}) {
  execute(actor: Actor, interviewId: string, status: InterviewStatus): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.find(actor, interviewId));
      const at = this.deps.clock.now();
      const move = moveInterview(interview, status, at);
      if (E.isLeft(move)) return refuse(conflict(move.left));
      const moved = await this.deps.units.allOrNothing(
        async () => {
          const stored = await whileUnmoved(() =>
            this.deps.interviews.setStatus(interview.id, interview.status, { status, at }),
          );
          await this.deps.strikes.follow(interview, stored, at);
          await must(announce(this.deps.events, interviewEvent('interview.moved', stored)));
          return stored;
        },
        NoShowStrikes.changeWith(interview.status, status) ? 'several' : 'one',
      );
      return must(detailsOfOne(this.deps.details, moved));
    });
  }
}
