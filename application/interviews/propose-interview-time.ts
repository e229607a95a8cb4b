import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { FAIR_DAYS_MESSAGES, hoursWindows, nextFreeTimeInHours, panelDays } from '../../domain/fair-days.js';
import { roundUpToFiveMinutes } from '../../domain/interview-schedule.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict } from '../errors.js';
import type { Clock } from '../ports/system.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import type { InterviewRepository, PanelRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import { must, refuse, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { scheduleNeighbours } from './schedule-neighbours.js';

/**
 * The time the Set Time form proposes (GET /interview/free-time/{id}): the first whole five minutes
 * from now (or from `from`, when later) clear of the panel's interviews and the student's others,
 * within the panel's hours on the fair's days once the fair has days (none left: a conflict).
 */
export class ProposeInterviewTime {
  static readonly needs = [CompanyInterview, 'interviews', 'clock', 'settings', GetFairSettings, 'panels'] as const;

  constructor(
    private readonly companyInterview: CompanyInterview,
    private readonly interviews: InterviewRepository,
    private readonly clock: Clock,
    private readonly settings: PortalSettings,
    private readonly fairSettings: GetFairSettings,
    private readonly panels: PanelRepository,
  ) {}

  execute(actor: Actor, interviewId: string, from?: Date): TaskEither<AppError, Date> {
    return useCase(async () => {
      const now = this.clock.now();
      const start = roundUpToFiveMinutes(from !== undefined && from > now ? from : now);
      const interview = await must(this.companyInterview.find(actor, interviewId));
      const others = await must(scheduleNeighbours(this.interviews, interview));
      const fair = await must(this.fairSettings.execute());
      const panel = interview.panelId === null ? null : await this.panels.findById(interview.panelId);
      const windows = hoursWindows(panelDays(fair.fairDays, panel?.hours), this.settings.eventTimezone);
      return (
        nextFreeTimeInHours(interview, start, others, fair, windows) ?? refuse(conflict(FAIR_DAYS_MESSAGES.noFreeTime))
      );
    });
  }
}
