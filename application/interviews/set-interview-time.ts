import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { formatEventDateTime } from '../../domain/event-time.js';
import { fairTimeRefusal, panelDays } from '../../domain/fair-days.js';
import { type Interview, setInterviewTime } from '../../domain/interview.js';
import { type Clash, SCHEDULE_MESSAGES, type ScheduleRules, scheduleClash } from '../../domain/interview-schedule.js';
import { displayName } from '../../domain/student.js';
import type { Actor } from '../actor.js';
import { announce } from '../fair-events.js';
import { type AppError, conflict, notFound, validation } from '../errors.js';
import { NOT_FOUND_MESSAGES } from '../find-records.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import type { FairSettings } from '../../domain/fair-settings.js';
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
export class SetInterviewTime extends Needs(['interviews', 'events', 'settings', 'units'], {
  companyInterview: CompanyInterview,
  details: InterviewDetailsLoader,
  fairSettings: GetFairSettings,
}) {
  execute(actor: Actor, interviewId: string, time: Date | null): TaskEither<AppError, InterviewDetails> {
    return useCase(async () => {
      const interview = await must(this.deps.companyInterview.findAsStaff(actor, interviewId));
      const timed = time === null ? E.right({ ...interview, time: null }) : setInterviewTime(interview, time);
      if (E.isLeft(timed)) return refuse(validation([{ field: 'time', message: timed.left }]));
      const fair = await must(this.deps.fairSettings.execute());
      const outside = await this.outsideTheFairsDays(timed.right, fair);
      if (outside !== null) return refuse(validation([{ field: 'time', message: outside }]));
      const clash = await this.clashOf(timed.right, fair);
      if (clash !== null) return refuse(await this.describe(clash, fair));
      // Only the time is written, so a status move made at the same moment is kept.
      const stored = await this.deps.units.allOrNothing(async () => {
        const written = await this.deps.interviews.setTime(timed.right.id, timed.right.time);
        if (written !== null) await must(announce(this.deps.events, interviewEvent('interview.timed', written)));
        return written;
      }, 'one');
      if (stored === null) return refuse(notFound(NOT_FOUND_MESSAGES.interview));
      return must(detailsOfOne(this.deps.details, stored));
    });
  }

  /** Why the time is not on the fair's days or in its panel's hours, or null (also for no time, or no days). */
  private async outsideTheFairsDays(timed: Interview, fair: FairSettings): Promise<string | null> {
    const { fairDays } = fair;
    if (timed.time === null || fairDays.length === 0) return null;
    const { panel } = await must(detailsOfOne(this.deps.details, timed));
    return fairTimeRefusal(
      timed.time,
      panelDays(fairDays, panel?.hours),
      panel?.panelName ?? 'The panel',
      fair,
      this.deps.settings.eventTimezone,
    );
  }

  /** The interview of the same student or panel a timed interview would overlap, or null. */
  private async clashOf(timed: Interview, rules: ScheduleRules): Promise<Clash | null> {
    const { time } = timed;
    if (time === null) return null;
    const others = await must(scheduleNeighbours(this.deps.interviews, timed));
    return scheduleClash(timed, time, others, rules);
  }

  /** The clash in words: the other company and time for the student's, the other student for the panel's. */
  private async describe(clash: Clash, rules: ScheduleRules): Promise<AppError> {
    const { company, student, panel } = await must(detailsOfOne(this.deps.details, clash.with));
    const at = formatEventDateTime(clash.with.time, this.deps.settings.eventTimezone);
    return conflict(
      clash.kind === 'student'
        ? SCHEDULE_MESSAGES.studentClash(company.companyName, at, rules)
        : SCHEDULE_MESSAGES.panelClash(panel?.panelName ?? 'This panel', displayName(student), at, rules),
    );
  }
}
