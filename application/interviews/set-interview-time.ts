import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { formatEventDateTime } from '../../domain/event-time.js';
import { fairTimeRefusal, panelDays } from '../../domain/fair-days.js';
import { type Interview, setInterviewTime } from '../../domain/interview.js';
import { type Clash, SCHEDULE_MESSAGES, scheduleClash } from '../../domain/interview-schedule.js';
import { displayName } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { detailsOfOne } from './details-of-one.js';
import { type InterviewDetails, InterviewDetailsLoader } from './interview-details.js';
import { interviewEvent } from './interview-event.js';
import { scheduleNeighbours } from './schedule-neighbours.js';

/**
 * A coordinator sets an interview's time, a UTC instant, or clears it with null (POST
 * /interview/set-time/{id}); an administrator any interview's (selected rows, POST /interview/bulk). Once the fair has days, a time off them, or one whose interview does not
 * fit in the panel's hours that day, is refused with the days or the hours. A time overlapping another timed interview of the same student (with
 * the buffer between) or of the same panel is a conflict naming that interview.
 */
export class SetInterviewTime extends Needs(['interviews', 'events', 'settings', 'fairSettings'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
}) {
  execute(actor: Actor, interviewId: string, time: Date | null): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.findAsStaff(actor, interviewId));
      const timed = time === null ? E.right({ ...interview, time: null }) : setInterviewTime(interview, time);
      if (E.isLeft(timed)) return refuse(validation([{ field: 'time', message: timed.left }]));
      const outside = await this.outsideTheFairsDays(timed.right);
      if (outside !== null) return refuse(validation([{ field: 'time', message: outside }]));
      const clash = await this.clashOf(timed.right);
      if (clash !== null) return refuse(await this.describe(clash));
      // Only the time is written, so a status move made at the same moment is kept.
      const stored = await this.deps.interviews.setTime(timed.right.id, timed.right.time);
      if (stored === null) return refuse(notFound(NOT_FOUND_MESSAGES.interview));
      await must(announce(this.deps.events, interviewEvent('interview.timed', stored)));
      return must(detailsOfOne(this.deps.details, stored));
    });
  }

  /** Why the time is not on the fair's days or in its panel's hours, or null (also for no time, or no days). */
  private async outsideTheFairsDays(timed: Interview): Promise<string | null> {
    if (timed.time === null) return null;
    const { fairDays } = await this.deps.fairSettings.get();
    if (fairDays.length === 0) return null;
    const { panel } = await must(detailsOfOne(this.deps.details, timed));
    return fairTimeRefusal(
      timed.time,
      panelDays(fairDays, panel?.hours),
      panel?.panelName ?? 'The panel',
      this.deps.settings,
      this.deps.settings.eventTimezone,
    );
  }

  /** The interview of the same student or panel a timed interview would overlap, or null. */
  private async clashOf(timed: Interview): Promise<Clash | null> {
    const { time } = timed;
    if (time === null) return null;
    const others = await must(scheduleNeighbours(this.deps.interviews, timed));
    return scheduleClash(timed, time, others, this.deps.settings);
  }

  /** The clash in words: the other company and time for the student's, the other student for the panel's. */
  private async describe(clash: Clash): Promise<AppError> {
    const { company, student, panel } = await must(detailsOfOne(this.deps.details, clash.with));
    const at = formatEventDateTime(clash.with.time, this.deps.settings.eventTimezone);
    return conflict(
      clash.kind === 'student'
        ? SCHEDULE_MESSAGES.studentClash(company.companyName, at, this.deps.settings)
        : SCHEDULE_MESSAGES.panelClash(panel?.panelName ?? 'This panel', displayName(student), at, this.deps.settings),
    );
  }
}
