import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type InterviewStatus, moveInterview } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository } from '../ports/persistence.js';
import type { Clock } from '../ports/system.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { whileUnmoved } from './conditional-write.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

/**
 * A company or its coordinator moves an interview along the state machine: Make Ongoing, Mark As
 * Done, Mark No-Show, Back to queue (POST /interview/update-status/{id}), each move kept with its
 * time in the interview's history. Any other move is a conflict naming both states.
 */
export class MoveInterviewStatus {
  static readonly needs = [CompanyInterview, 'interviews', InterviewDetailsLoader, 'events', 'clock'] as const;

  constructor(
    private readonly companyInterview: CompanyInterview,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
    private readonly clock: Clock,
  ) {}

  execute(actor: Actor, interviewId: string, status: InterviewStatus): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.companyInterview.find(actor, interviewId));
      const at = this.clock.now();
      const move = moveInterview(interview, status, at);
      if (E.isLeft(move)) return refuse(conflict(move.left));
      const moved = await whileUnmoved(() => this.interviews.setStatus(interview.id, interview.status, { status, at }));
      await must(announce(this.events, interviewEvent('interview.moved', moved)));
      return must(detailsOfOne(this.details, moved));
    });
  }
}
