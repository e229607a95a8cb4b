import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type Interview, setInterviewTime } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';
import type { CompanyInterview } from './company-interview.js';
import { detailsOfOne } from './details-of-one.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';

/** A coordinator sets an interview's time, a UTC instant, or clears it with null (POST /interview/set-time/{id}). */
export class SetInterviewTime {
  constructor(
    private readonly companyInterview: CompanyInterview,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, interviewId: string, time: Date | null): TE.TaskEither<AppError, InterviewDetails> {
    return pipe(
      this.companyInterview.find(actor, interviewId),
      TE.chain((interview) => this.timed(interview, time)),
      // Only the time is written, so a status move made at the same moment is kept.
      TE.chain((timed) =>
        pipe(
          attempt(() => this.interviews.setTime(timed.id, timed.time)),
          TE.chain(required(notFound(NOT_FOUND_MESSAGES.interview))),
        ),
      ),
      TE.chainFirst((stored) => announce(this.events, interviewEvent('interview.timed', stored))),
      TE.chain((stored) => detailsOfOne(this.details, stored)),
    );
  }

  private timed(interview: Interview, time: Date | null): TE.TaskEither<AppError, Interview> {
    if (time === null) return TE.right({ ...interview, time: null });
    return pipe(
      TE.fromEither(setInterviewTime(interview, time)),
      TE.mapLeft((message) => validation([{ field: 'time', message }])),
    );
  }
}
