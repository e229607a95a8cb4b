import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { PlannedSlot } from '../../domain/bulk-schedule.js';
import type { CompanyProfile } from '../../domain/company.js';
import { assignPanel, type Interview } from '../../domain/interview.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict } from '../errors.js';
import { queuePositions } from '../interviews/assign-interview-panel.js';
import { interviewEvent } from '../interviews/interview-event.js';
import { TellStudentsTheirInterviews } from '../messages/tell-students-their-interviews.js';
import { must, refuse, useCase } from '../task.js';
import { BULK_SCHEDULE_REFUSALS, PlanBulkSchedule } from './plan-bulk-schedule.js';
import { interviewsScheduled } from './schedule-audit.js';

export interface ScheduleApplication {
  /** The company to schedule; absent: the whole fair (an administrator) or a coordinator's own company. */
  readonly companyId?: string;
  /** The fingerprint the preview answered. */
  readonly fingerprint: string;
}

export interface ScheduleApplied {
  readonly company: CompanyProfile | null;
  /** The interviews given a panel and a time, as stored. */
  readonly scheduled: readonly Interview[];
  /** How many the plan could not place (no panel, no free time): they stay for a later run. */
  readonly unplaced: number;
  /** How many were changed by someone else while this ran, and were left as they were. */
  readonly changedMeanwhile: number;
}

/**
 * A coordinator (for their company) or an administrator (for any company, or the whole fair) applies
 * the previewed schedule (POST /schedule/apply): the plan is made again and, only while the
 * interviews are as previewed (the fingerprint), each planned interview is given its panel, with
 * queue places as a single assignment gives them, and its time, in one write that holds only while
 * the interview is still as read. Each change is told as the single actions tell it, the audit log
 * keeps one entry, and each student is told by e-mail what they got. Run again, it schedules what
 * is left.
 */
export class ApplySchedule extends Needs(['interviews', 'sequences', 'events', 'clock', 'units'], {
  planner: PlanBulkSchedule,
  tellStudents: TellStudentsTheirInterviews,
}) {
  static readonly audit = interviewsScheduled;

  execute(actor: Actor, request: ScheduleApplication): TaskEither<AppError, ScheduleApplied> {
    return useCase(async () => {
      const schedule = await must(this.deps.planner.execute(actor, request.companyId));
      if (schedule.fingerprint !== request.fingerprint) return refuse(conflict(BULK_SCHEDULE_REFUSALS.stalePreview));
      const scheduled: Interview[] = [];
      for (const slot of schedule.plan.planned) {
        const read = schedule.waiting.get(slot.interviewId);
        // One unit per interview, as each is told: a failure keeps those written before it.
        const stored = read === undefined ? null : await this.deps.units.allOrNothing(() => this.write(read, slot));
        if (stored !== null) scheduled.push(stored);
      }
      await must(this.deps.tellStudents.execute(scheduled));
      return {
        company: schedule.company,
        scheduled,
        unplaced: schedule.plan.unplaced.length,
        changedMeanwhile: schedule.plan.planned.length - scheduled.length,
      };
    });
  }

  /** Gives one interview its planned panel and time, told as the single actions tell them; null when it changed meanwhile. */
  private async write(read: Interview, slot: PlannedSlot): Promise<Interview | null> {
    const now = this.deps.clock.now();
    const assigned = assignPanel(
      read,
      slot.panelId,
      await queuePositions(this.deps.sequences, read, slot.panelId),
      now,
    );
    if (E.isLeft(assigned)) return null;
    const stored = await this.deps.interviews.schedule(read, assigned.right, slot.time, now);
    if (stored === null) return null;
    if (stored.panelId !== read.panelId || stored.status !== read.status) {
      await this.deps.events.publish(interviewEvent('interview.panel-assigned', stored));
    }
    if (stored.time?.getTime() !== read.time?.getTime()) {
      await this.deps.events.publish(interviewEvent('interview.timed', stored));
    }
    return stored;
  }
}
