import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { canDeletePanel, PANEL_MESSAGES } from '../../domain/panel.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, notFound } from '../errors.js';
import type { InterviewRepository, PanelRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

export const PANEL_NOT_FOUND = 'Panel not found';

/** A coordinator deletes one of its company's panels, only while no interview is assigned to it. */
export class DeletePanel {
  constructor(
    private readonly panels: PanelRepository,
    private readonly interviews: InterviewRepository,
    private readonly companyOfActor: CompanyOfActor,
  ) {}

  execute(actor: Actor, panelId: string): TE.TaskEither<AppError, void> {
    return pipe(
      attempt(() => this.panels.findById(panelId)),
      TE.chain(required(notFound(PANEL_NOT_FOUND))),
      TE.chain((panel) => this.companyOfActor.require(actor, panel.companyId)),
      TE.chain(() => attempt(() => this.interviews.count({ panelId }))),
      TE.chain((onPanel) =>
        canDeletePanel(onPanel) ? TE.right(undefined) : TE.left(conflict(PANEL_MESSAGES.hasStudents)),
      ),
      TE.chain(() => attempt(() => this.panels.delete(panelId))),
      TE.chain((deleted) => (deleted ? TE.right(undefined) : TE.left(notFound(PANEL_NOT_FOUND)))),
    );
  }
}
