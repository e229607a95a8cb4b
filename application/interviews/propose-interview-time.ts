import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { FAIR_DAYS_MESSAGES, hoursWindows, nextFreeTimeInHours, panelDays } from '../../domain/fair-days.js';
import { roundUpToFiveMinutes } from '../../domain/interview-schedule.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict } from '../errors.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { scheduleNeighbours } from './schedule-neighbours.js';

/**
 * The time the Set Time form proposes (GET /interview/free-time/{id}): the first whole five minutes
 * from now (or from `from`, when later) clear of the panel's interviews and the student's others,
 * within the panel's hours on the fair's days once the fair has days (none left: a conflict).
 */
export class ProposeInterviewTime extends Needs(['interviews', 'clock', 'settings', 'panels'], {
  companyInterview: CompanyInterview,
  fairSettings: GetFairSettings,
}) {
  execute(actor: Actor, interviewId: string, from?: Date): TaskEither<AppError, Date> {
    return useCase(async () => {
      const now = this.deps.clock.now();
      const start = roundUpToFiveMinutes(from !== undefined && from > now ? from : now);
      const interview = await must(this.deps.companyInterview.find(actor, interviewId));
      const others = await must(scheduleNeighbours(this.deps.interviews, interview));
      const fair = await must(this.deps.fairSettings.execute());
      const panel = interview.panelId === null ? null : await this.deps.panels.findById(interview.panelId);
      const windows = hoursWindows(panelDays(fair.fairDays, panel?.hours), this.deps.settings.eventTimezone);
      return (
        nextFreeTimeInHours(interview, start, others, fair, windows) ?? refuse(conflict(FAIR_DAYS_MESSAGES.noFreeTime))
      );
    });
  }
}
