import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { canDeletePanel, PANEL_MESSAGES } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, notFound } from '../errors.js';
import { announce, panelRemoved } from '../fair-events.js';
import { findPanel, NOT_FOUND_MESSAGES } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository, PanelRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';

/** A coordinator deletes one of its company's panels, only while no interview is assigned to it. */
export class DeletePanel {
  static readonly needs = ['panels', 'interviews', CompanyOfActor, 'events'] as const;

  constructor(
    private readonly panels: PanelRepository,
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, panelId: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const panel = await must(findPanel(this.panels, panelId));
      await must(this.companyOfActor.require(actor, panel.companyId));
      if (!canDeletePanel(await this.interviews.count({ panelId })))
        return refuse(conflict(PANEL_MESSAGES.hasStudents));
      if (!(await this.panels.delete(panelId))) return refuse(notFound(NOT_FOUND_MESSAGES.panel));
      await must(announce(this.events, panelRemoved(panel)));
    });
  }
}
