import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type DayHours, panelHoursRule, sortDays } from '../../domain/fair-days.js';
import type { Panel } from '../../domain/panel.js';
import { checkField } from '../../domain/validation.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound, validation } from '../errors.js';
import { announce, panelHoursSet } from '../fair-events.js';
import { findPanel, NOT_FOUND_MESSAGES } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

/**
 * A coordinator gives one of its company's panels other hours than the fair's on some of the fair's
 * days (POST /panel/hours/{id}); the days not listed keep the fair's hours, and an empty list gives
 * the panel the fair's hours every day again. A day the fair does not run is refused.
 */
export class SetPanelHours extends Needs(['panels', 'fairSettings', 'events', 'units'], { companyOfActor: CompanyOfActor }) {
  execute(actor: Actor, panelId: string, hours: readonly DayHours[]): TaskEither<AppError, Panel> {
    return useCase(async () => {
      const panel = await must(findPanel(this.deps.panels, panelId));
      await must(this.deps.companyOfActor.require(actor, panel.companyId));
      const { fairDays } = await this.deps.fairSettings.get();
      const broken = checkField('hours', hours, [panelHoursRule(fairDays)]);
      if (broken !== null) return refuse(validation([broken]));
      return this.deps.units.allOrNothing(async () => {
        const stored = await this.deps.panels.setHours(panel.id, sortDays(hours));
        if (stored === null) return refuse(notFound(NOT_FOUND_MESSAGES.panel));
        await must(announce(this.deps.events, panelHoursSet(stored)));
        return stored;
      });
    });
  }
}
