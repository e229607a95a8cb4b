import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { fairEndsAt } from '../../domain/company-report.js';
import {
  type ClosingFair,
  newCurrentFair,
  type Fair,
  FAIR_MESSAGES,
  fairFiguresOf,
  movedOn,
  nextFairSettings,
  validateNextFair,
  yearOf,
} from '../../domain/fair.js';
import type { Actor } from '../actor.js';
import { GetFairStats } from '../dashboard/get-fair-stats.js';
import { type AppError, conflict, forbidden, validation } from '../errors.js';
import { Needs } from '../needs.js';
import { must, refuse, useCase } from '../task.js';
import { CurrentFair } from './current-fair.js';
import { nextFairMade } from './fair-audit.js';
import { type ListedFair, listedFair } from './list-fairs.js';

/**
 * An administrator makes next year's fair from the current one, once it is over (POST /admin/fairs):
 * its settings, with its days and selection window moved on by a whole number of days that keeps the
 * two fairs' days apart, and its companies with their panels and coordinators; nothing of the
 * students' (selections, interviews, assessments, check-ins). The current fair becomes past and
 * read-only, kept with its records and its figures for the dashboard's comparison; the new fair is
 * current. Made again after a broken-off run, it finishes the same fair (docs/fairs.md).
 */
export class MakeNextFair extends Needs(
  [
    'fairs',
    'fairArchive',
    'fairSettings',
    'students',
    'panels',
    'companies',
    'units',
    'events',
    'ids',
    'clock',
    'settings',
  ],
  { currentFair: CurrentFair, stats: GetFairStats },
) {
  static readonly audit = nextFairMade;

  execute(
    actor: Actor,
    form: { readonly name?: unknown; readonly offsetDays?: unknown },
  ): TaskEither<AppError, ListedFair> {
    return useCase(async () => {
      if (actor.role !== 'admin') return refuse(forbidden());
      const current = await this.deps.currentFair.read();
      const closing = current.closing ?? (await this.closingOf(current, form));
      if ('error' in closing) return refuse(closing.error);
      await this.deps.fairArchive.keep(current.id);
      await this.deps.fairArchive.clearForNextFair();
      await this.deps.students.clearSelections();
      return this.open(current, closing);
    });
  }

  /** The next fair asked for, recorded on the current fair; or why it cannot be made now. */
  private async closingOf(
    current: Fair,
    form: { readonly name?: unknown; readonly offsetDays?: unknown },
  ): Promise<ClosingFair | { readonly error: AppError }> {
    const { fairDays } = await this.deps.fairSettings.get();
    const endsAt = fairEndsAt(fairDays, this.deps.settings.eventTimezone);
    if (endsAt === null) return { error: conflict(FAIR_MESSAGES.noDays) };
    const lastDay = fairDays
      .map((day) => day.date)
      .sort()
      .at(-1)!;
    if (this.deps.clock.now().getTime() < endsAt.getTime()) return { error: conflict(FAIR_MESSAGES.notOver(lastDay)) };
    const next = validateNextFair(form, fairDays);
    if (E.isLeft(next)) return { error: validation(next.left) };
    const closing: ClosingFair = {
      nextId: this.deps.ids.next(),
      ...next.right,
      figures: fairFiguresOf(await must(this.deps.stats.execute())),
    };
    await this.deps.fairs.replace({ ...current, closing });
    return closing;
  }

  /** In one unit: the settings and panels' hours moved on, walk-ins closed, the current fair past and the next current. */
  private async open(current: Fair, closing: ClosingFair): Promise<ListedFair> {
    const now = this.deps.clock.now();
    const settings = await this.deps.fairSettings.get();
    const moved = nextFairSettings(settings, closing.offsetDays);
    const next = newCurrentFair(closing.nextId, closing.name, yearOf(moved.fairDays, now.getUTCFullYear()), now);
    const [panels, companies] = await Promise.all([this.deps.panels.list(), this.deps.companies.list()]);
    await this.deps.units.allOrNothing(async () => {
      await this.deps.fairSettings.save(moved);
      for (const panel of panels) {
        if (panel.hours !== undefined && panel.hours.length > 0) {
          await this.deps.panels.setHours(panel.id, movedOn(panel.hours, closing.offsetDays));
        }
        if (panel.pause) await this.deps.panels.setPause(panel.id, null);
      }
      for (const company of companies.filter((one) => one.walkingStatus)) {
        await this.deps.companies.setWalkingStatus(company.id, false);
      }
      await this.deps.fairs.replace({
        ...current,
        current: false,
        endedAt: now,
        days: settings.fairDays.map((day) => day.date),
        figures: closing.figures,
        closing: null,
      });
      await this.deps.fairs.addUnlessPresent(next);
      await this.deps.events.publish({ kind: 'fair.opened', fairId: next.id });
    });
    return listedFair(
      next,
      moved.fairDays.map((day) => day.date),
    );
  }
}
