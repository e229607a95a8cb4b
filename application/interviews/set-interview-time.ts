import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { formatEventTime } from '../../domain/event-time.js';
import { type Interview, setInterviewTime } from '../../domain/interview.js';
import { type Clash, SCHEDULE_MESSAGES, scheduleClash } from '../../domain/interview-schedule.js';
import { displayName } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import { attempt, required } from '../task.js';
import type { CompanyInterview } from './company-interview.js';
import { detailsOfOne } from './details-of-one.js';
import type { InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';
import { scheduleNeighbours } from './schedule-neighbours.js';

/**
 * A coordinator sets an interview's time, a UTC instant, or clears it with null (POST
 * /interview/set-time/{id}). A time overlapping another timed interview of the same student (with
 * the buffer between) or of the same panel is a conflict naming that interview.
 */
export class SetInterviewTime {
  constructor(
    private readonly companyInterview: CompanyInterview,
    private readonly interviews: InterviewRepository,
    private readonly details: InterviewDetailsLoader,
    private readonly events: EventFeed,
    private readonly settings: PortalSettings,
  ) {}

  execute(actor: Actor, interviewId: string, time: Date | null): TE.TaskEither<AppError, InterviewDetails> {
    return pipe(
      this.companyInterview.find(actor, interviewId),
      TE.chain((interview) => this.timed(interview, time)),
      TE.chainFirst((timed) => this.clashFree(timed)),
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

  private clashFree(timed: Interview): TE.TaskEither<AppError, void> {
    const { time } = timed;
    if (time === null) return TE.right(undefined);
    return pipe(
      scheduleNeighbours(this.interviews, timed),
      TE.map((others) => scheduleClash(timed, time, others, this.settings)),
      TE.chain((clash) => (clash === null ? TE.right(undefined) : pipe(this.describe(clash), TE.chain(TE.left)))),
    );
  }

  /** The clash in words: the other company and time for the student's, the other student for the panel's. */
  private describe(clash: Clash): TE.TaskEither<AppError, AppError> {
    return pipe(
      detailsOfOne(this.details, clash.with),
      TE.map(({ company, student, panel }) => {
        const at = formatEventTime(clash.with.time, this.settings.eventTimezone);
        return conflict(
          clash.kind === 'student'
            ? SCHEDULE_MESSAGES.studentClash(company.companyName, at, this.settings)
            : SCHEDULE_MESSAGES.panelClash(panel?.panelName ?? 'This panel', displayName(student), at, this.settings),
        );
      }),
    );
  }
}
