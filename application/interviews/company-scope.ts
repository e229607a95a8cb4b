import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Panel } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { findPanel } from '../find-records.js';
import type { PanelRepository } from '../ports/persistence.js';
import { must, refuse, useCase } from '../task.js';

export const PANEL_OF_ANOTHER_COMPANY = "This panel is not one of the interview's company's panels";

/** One of the company's own panels: unknown is NotFound, another company's Forbidden. */
export const findPanelOf = (panels: PanelRepository, companyId: string, panelId: string): TaskEither<AppError, Panel> =>
  useCase(async () => {
    const panel = await must(findPanel(panels, panelId));
    return panel.companyId === companyId ? panel : refuse(forbidden(PANEL_OF_ANOTHER_COMPANY));
  });

/** Which company's interviews, and optionally which of its panels, a company page asks for. */
export interface CompanyScopeQuery {
  /** Absent means the caller's own company; present, it must be the caller's own company. */
  readonly company?: string;
  readonly panel?: string;
}

export interface Scope {
  readonly companyId: string;
  readonly panelId?: string;
}

/** Narrows a company page's query to the caller's own company and, if asked, one of that company's panels. */
export class CompanyScope extends Needs(['panels'], { companyOfActor: CompanyOfActor }) {
  resolve(actor: Actor, query: CompanyScopeQuery): TaskEither<AppError, Scope> {
    return useCase(async () => {
      const companyId = await must(
        query.company === undefined
          ? this.deps.companyOfActor.find(actor)
          : this.deps.companyOfActor.require(actor, query.company),
      );
      if (query.panel === undefined) return { companyId };
      await must(findPanelOf(this.deps.panels, companyId, query.panel));
      return { companyId, panelId: query.panel };
    });
  }
}
