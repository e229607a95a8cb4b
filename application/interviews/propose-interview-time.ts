import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { nextFreeTime, roundUpToFiveMinutes } from '../../domain/interview-schedule.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { Clock } from '../ports/system.js';
import type { InterviewRepository } from '../ports/persistence.js';
import type { PortalSettings } from '../settings.js';
import { must, useCase } from '../task.js';
import { CompanyInterview } from './company-interview.js';
import { scheduleNeighbours } from './schedule-neighbours.js';

/**
 * The time the Set Time form proposes (GET /interview/free-time/{id}): the first whole five minutes
 * from now (or from `from`, when later) clear of the panel's interviews and the student's others.
 */
export class ProposeInterviewTime {
  static readonly needs = [CompanyInterview, 'interviews', 'clock', 'settings'] as const;

  constructor(
    private readonly companyInterview: CompanyInterview,
    private readonly interviews: InterviewRepository,
    private readonly clock: Clock,
    private readonly settings: PortalSettings,
  ) {}

  execute(actor: Actor, interviewId: string, from?: Date): TaskEither<AppError, Date> {
    return useCase(async () => {
      const now = this.clock.now();
      const start = roundUpToFiveMinutes(from !== undefined && from > now ? from : now);
      const interview = await must(this.companyInterview.find(actor, interviewId));
      const others = await must(scheduleNeighbours(this.interviews, interview));
      return nextFreeTime(interview, start, others, this.settings);
    });
  }
}
