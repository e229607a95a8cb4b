import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { COMPANY_PANEL_MESSAGES, panelNameTaken } from '../../domain/company-panels.js';
import { type Panel, validateAddPanel } from '../../domain/panel.js';
import { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, validation } from '../errors.js';
import { announce, panelAdded } from '../fair-events.js';
import { findCompanyProfile } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

export interface CreatePanelForm {
  /** The id of the company the panel belongs to. */
  readonly company: string;
  readonly panelName: string;
}

/** A coordinator adds an interview panel to its own company (POST /panel/create). */
export class CreatePanel extends Needs(['panels', 'companies', 'ids', 'clock', 'events', 'units'], {
  companyOfActor: CompanyOfActor,
}) {
  execute(actor: Actor, form: CreatePanelForm): TaskEither<AppError, Panel> {
    return useCase(async () => {
      const companyId = await must(this.deps.companyOfActor.require(actor, form.company));
      const company = await must(findCompanyProfile(this.deps.companies, companyId));
      const valid = validateAddPanel(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const panel: Panel = {
        id: this.deps.ids.next(),
        panelName: valid.right.panelName,
        companyId: company.id,
        createdAt: this.deps.clock.now(),
      };
      // The store has no unique index over a company's panel names, so two coordinators of one company
      // adding the same name at the same instant could both pass this check (docs/fair-operations.md).
      if (panelNameTaken(await this.deps.panels.listByCompany(panel.companyId), panel.panelName))
        return refuse(conflict(COMPANY_PANEL_MESSAGES.nameTaken));
      await this.deps.units.allOrNothing(async () => {
        await this.deps.panels.add(panel);
        await must(announce(this.deps.events, panelAdded(panel)));
      });
      return panel;
    });
  }
}
