import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { canDeletePanel, PANEL_MESSAGES } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, notFound } from '../errors.js';
import { announce, panelRemoved } from '../fair-events.js';
import { findPanel, NOT_FOUND_MESSAGES } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

/** A coordinator deletes one of its company's panels, only while no interview is assigned to it. */
export class DeletePanel extends Needs(['panels', 'interviews', 'events', 'units'], { companyOfActor: CompanyOfActor }) {
  execute(actor: Actor, panelId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const panel = await must(findPanel(this.deps.panels, panelId));
      await must(this.deps.companyOfActor.require(actor, panel.companyId));
      if (!canDeletePanel(await this.deps.interviews.count({ panelId })))
        return refuse(conflict(PANEL_MESSAGES.hasStudents));
      return this.deps.units.allOrNothing(async () => {
        if (!(await this.deps.panels.delete(panelId))) return refuse(notFound(NOT_FOUND_MESSAGES.panel));
        await must(announce(this.deps.events, panelRemoved(panel)));
      });
    });
  }
}
