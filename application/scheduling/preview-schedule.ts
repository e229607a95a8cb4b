import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { Panel } from '../../domain/panel.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { InterviewDetailsLoader, type ListedInterview } from '../interviews/interview-details.js';
import { must, useCase } from '../task.js';
import { PlanBulkSchedule } from './plan-bulk-schedule.js';

/** One interview as the plan would schedule it: with its student and company, the panel and the time. */
export interface PlannedInterview {
  readonly listed: ListedInterview;
  readonly panel: Panel;
  readonly time: Date;
}

/** One interview the plan leaves out, and why. */
export interface UnplacedInterviewDetails {
  readonly listed: ListedInterview;
  readonly reason: string;
}

export interface SchedulePreview {
  readonly company: CompanyProfile | null;
  readonly planned: readonly PlannedInterview[];
  readonly unplaced: readonly UnplacedInterviewDetails[];
  /** To hand back with the apply: applying is refused once the interviews changed since. */
  readonly fingerprint: string;
}

/**
 * A coordinator (for their company) or an administrator (for any company, or the whole fair) sees
 * what scheduling every unscheduled interview would give each one, and which would stay unscheduled
 * and why (GET /schedule/preview). Nothing is written.
 */
export class PreviewSchedule extends Needs([], { planner: PlanBulkSchedule, details: InterviewDetailsLoader }) {
  execute(actor: Actor, companyId?: string): TaskEither<AppError, SchedulePreview> {
    return useCase(async () => {
      const schedule = await must(this.deps.planner.execute(actor, companyId));
      const listed = new Map(
        (await must(this.deps.details.list([...schedule.waiting.values()]))).map((one) => [one.interview.id, one]),
      );
      const planned = schedule.plan.planned.flatMap((slot) => {
        const one = listed.get(slot.interviewId);
        const panel = schedule.panels.get(slot.panelId);
        return one === undefined || panel === undefined ? [] : [{ listed: one, panel, time: slot.time }];
      });
      const unplaced = schedule.plan.unplaced.flatMap(({ interviewId, reason }) => {
        const one = listed.get(interviewId);
        return one === undefined ? [] : [{ listed: one, reason }];
      });
      return { company: schedule.company, planned, unplaced, fingerprint: schedule.fingerprint };
    });
  }
}
