import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { needsScheduling, planSchedule, scheduleFingerprint, type SchedulePlan } from '../../domain/bulk-schedule.js';
import type { CompanyProfile } from '../../domain/company.js';
import type { Interview } from '../../domain/interview.js';
import { roundUpToFiveMinutes } from '../../domain/interview-schedule.js';
import type { Panel } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findCompanyProfile } from '../find-records.js';
import { GetFairSettings } from '../fair-settings/get-fair-settings.js';
import { must, refuse, useCase } from '../task.js';

export const BULK_SCHEDULE_REFUSALS = {
  onlyAdminForFair: 'Only an administrator schedules the whole fair; name a company',
  stalePreview: 'The interviews changed since this preview; preview again',
} as const;

/** A plan as made now, with what it was made from. */
export interface BulkSchedule {
  /** The company scheduled, or null for the whole fair. */
  readonly company: CompanyProfile | null;
  readonly plan: SchedulePlan;
  /** The fingerprint of the interviews the plan was made from (domain/bulk-schedule.ts). */
  readonly fingerprint: string;
  /** The interviews to schedule, as read, by id. */
  readonly waiting: ReadonlyMap<string, Interview>;
  /** The panels the plan may use, by id. */
  readonly panels: ReadonlyMap<string, Panel>;
}

const byId = <T extends { readonly id: string }>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [item.id, item]));

/**
 * The plan for scheduling in bulk, made from the store as it is now: for one company (its
 * coordinator, or an administrator for any) or for the whole fair (an administrator, naming no
 * company; a coordinator naming none schedules their own company). Preview and apply both make it,
 * so applying writes what a new preview would show, and only while the fingerprint is the previewed one.
 */
export class PlanBulkSchedule extends Needs(['companies', 'interviews', 'panels', 'students', 'settings', 'clock'], {
  companyOfActor: CompanyOfActor,
  fairSettings: GetFairSettings,
}) {
  execute(actor: Actor, companyId?: string): TaskEither<AppError, BulkSchedule> {
    return useCase(async () => {
      const company = await must(this.scope(actor, companyId));
      const [pool, panels] = await this.read(company);
      const waiting = pool.filter(
        (each) => needsScheduling(each) && (company === null || each.companyId === company.id),
      );
      const studentIds = new Set(waiting.map((each) => each.studentId));
      const panelIds = new Set(panels.map((panel) => panel.id));
      const existing = pool.filter(
        (each) => studentIds.has(each.studentId) || (each.panelId !== null && panelIds.has(each.panelId)),
      );
      const chosen = await this.chosenPanels(waiting);
      const fair = await must(this.deps.fairSettings.execute());
      const rules = { interviewMinutes: fair.interviewMinutes, bufferMinutes: fair.bufferMinutes };
      const plan = planSchedule({
        requests: waiting.map((interview) => ({
          interview,
          chosenPanel: chosen.get(`${interview.studentId}:${interview.companyId}`) ?? null,
        })),
        panels,
        existing,
        fairDays: fair.fairDays,
        rules,
        timeZone: this.deps.settings.eventTimezone,
        from: roundUpToFiveMinutes(this.deps.clock.now()),
      });
      return {
        company,
        plan,
        fingerprint: scheduleFingerprint(existing, rules, fair.fairDays),
        waiting: byId(waiting),
        panels: byId(panels),
      };
    });
  }

  /** The company scheduled, or null for the whole fair (an administrator naming none). */
  private scope(actor: Actor, companyId: string | undefined): TaskEither<AppError, CompanyProfile | null> {
    return useCase(async () => {
      if (companyId === undefined) {
        if (actor.role === 'admin') return null;
        if (actor.role !== 'coordinator') return refuse(forbidden(BULK_SCHEDULE_REFUSALS.onlyAdminForFair));
        return must(findCompanyProfile(this.deps.companies, await must(this.deps.companyOfActor.find(actor))));
      }
      await must(this.deps.companyOfActor.requireOrAdmin(actor, companyId));
      return must(findCompanyProfile(this.deps.companies, companyId));
    });
  }

  /**
   * Every interview the plan must know of, in queue order, and the panels it may use (oldest first):
   * the whole fair's, or the company's interviews with every interview of their students.
   */
  private async read(company: CompanyProfile | null): Promise<[Interview[], Panel[]]> {
    if (company === null) {
      const [interviews, panels] = await Promise.all([this.deps.interviews.list({}), this.deps.panels.list()]);
      return [[...interviews], [...panels]];
    }
    const [own, panels] = await Promise.all([
      this.deps.interviews.list({ companyId: company.id }),
      this.deps.panels.listByCompany(company.id),
    ]);
    const studentIds = [...new Set(own.filter(needsScheduling).map((each) => each.studentId))];
    const elsewhere = (
      await Promise.all(studentIds.map((studentId) => this.deps.interviews.list({ studentId })))
    ).flatMap((interviews) => interviews.filter((each) => each.companyId !== company.id));
    return [[...own, ...elsewhere], [...panels]];
  }

  /** The panel name each student chose for each company, keyed `studentId:companyId`. */
  private async chosenPanels(waiting: readonly Interview[]): Promise<Map<string, string>> {
    const students = await this.deps.students.findByIds([...new Set(waiting.map((each) => each.studentId))]);
    const chosen = new Map<string, string>();
    for (const student of students) {
      for (const entry of student.selection?.selectedCompaniesbyStudent ?? []) {
        chosen.set(`${student.id}:${entry.companyId}`, entry.selectedPanel);
      }
    }
    return chosen;
  }
}
