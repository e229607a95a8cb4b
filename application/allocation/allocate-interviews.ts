import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type AllocationPlan, planAllocation } from '../../domain/allocation.js';
import { type Interview, newInterview } from '../../domain/interview.js';
import { countingStrikes } from '../../domain/strike.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { interviewEvent } from '../interviews/interview-event.js';
import { TellStudentsTheirInterviews } from '../messages/tell-students-their-interviews.js';
import { must, useCase } from '../task.js';
import { heldInterview } from './held-interviews.js';
import { allocationApplied } from './allocation-audit.js';

/** How many interviews an apply writes in one go, their events published together. */
const APPLY_BATCH = 500;

export interface AllocationRequest {
  /** True: only answer the plan. False: create its interviews and store its reserve lists. */
  readonly dryRun: boolean;
}

export interface AllocationOutcome {
  readonly actor: Actor;
  readonly dryRun: boolean;
  readonly plan: AllocationPlan;
  /** The interviews this call created (none for a dry run). */
  readonly created: readonly Interview[];
}

/**
 * An administrator (or `cli allocation --apply`) turns the submitted selections into interviews
 * (POST /admin/allocate, docs/allocation.md). A dry run answers the plan and changes nothing; an
 * apply creates the plan's interviews, telling each as created, and stores every company's reserve
 * list, and each student given interviews is told by e-mail (TellStudentsTheirInterviews). Existing interviews stay, so applying again creates nothing new; two applies at once cannot
 * create an interview twice (one per student and company, the store's unique index).
 */
export class AllocateInterviews extends Needs(
  ['students', 'companies', 'interviews', 'reserveLists', 'strikes', 'ids', 'clock', 'events', 'allocation'],
  { tellStudents: TellStudentsTheirInterviews },
) {
  static readonly audit = allocationApplied;

  execute(actor: Actor, request: AllocationRequest): TaskEither<AppError, AllocationOutcome> {
    return useCase(async () => {
      const plan = await this.plan();
      const created = request.dryRun ? [] : await this.apply(plan);
      return { actor, dryRun: request.dryRun, plan, created };
    });
  }

  private async plan(): Promise<AllocationPlan> {
    const now = this.deps.clock.now();
    const [students, companies, interviews, strikes] = await Promise.all([
      this.deps.students.listWithSelection(),
      this.deps.companies.list(),
      this.deps.interviews.list({}),
      this.deps.strikes.listUnexpired(now),
    ]);
    return planAllocation({
      students,
      companies,
      held: interviews.map(heldInterview),
      maxPerStudent: this.deps.allocation.maxInterviewsPerStudent,
      strikes: countingStrikes(strikes, now),
    });
  }

  /**
   * The interviews go in batches, each one write (an interview made meanwhile by an admin or another
   * apply is left out of it), and each batch's events are published together, so a fair's
   * thousands of interviews cost a few hundred round trips to the store, not two per interview.
   */
  private async apply(plan: AllocationPlan): Promise<Interview[]> {
    const created: Interview[] = [];
    for (let start = 0; start < plan.interviews.length; start += APPLY_BATCH) {
      const batch = plan.interviews.slice(start, start + APPLY_BATCH).map(({ studentId, companyId }) =>
        newInterview({
          id: this.deps.ids.next(),
          studentId,
          companyId,
          createdAt: this.deps.clock.now(),
          walkIn: false,
        }),
      );
      const added = await this.deps.interviews.addEachNew(batch);
      await Promise.all(
        added.map((interview) => this.deps.events.publish(interviewEvent('interview.created', interview))),
      );
      created.push(...added);
    }
    await this.deps.reserveLists.replaceAll(
      new Map(plan.companies.map((company) => [company.companyId, company.reserves.map((entry) => entry.studentId)])),
    );
    await must(this.deps.tellStudents.execute(created));
    return created;
  }
}
