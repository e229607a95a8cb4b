import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { canDeletePanel, PANEL_MESSAGES } from '../../domain/panel.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, notFound } from '../errors.js';
import { announce, panelRemoved } from '../fair-events.js';
import { findPanel, NOT_FOUND_MESSAGES } from '../find-records.js';
import type { EventFeed } from '../ports/events.js';
import type { InterviewRepository, PanelRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';

/** A coordinator deletes one of its company's panels, only while no interview is assigned to it. */
export class DeletePanel {
  constructor(
    private readonly panels: PanelRepository,
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
    private readonly events: EventFeed,
  ) {}

  execute(actor: Actor, panelId: string): TE.TaskEither<AppError, void> {
    return pipe(
      findPanel(this.panels, panelId),
      TE.chainFirst((panel) => this.companyOfActor.require(actor, panel.companyId)),
      TE.chainFirst(() =>
        pipe(
          attempt(() => this.interviews.count({ panelId })),
          TE.chain((onPanel) =>
            canDeletePanel(onPanel) ? TE.right(undefined) : TE.left(conflict(PANEL_MESSAGES.hasStudents)),
          ),
        ),
      ),
      TE.chainFirst(() =>
        pipe(
          attempt(() => this.panels.delete(panelId)),
          TE.chain((deleted) => (deleted ? TE.right(undefined) : TE.left(notFound(NOT_FOUND_MESSAGES.panel)))),
        ),
      ),
      TE.chain((panel) => announce(this.events, panelRemoved(panel))),
    );
  }
}
