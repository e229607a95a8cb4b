import type { Container } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { DeletePanel } from '../../application/panels/delete-panel.js';
import { ListPanels } from '../../application/panels/list-panels.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const panelModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, CreatePanel, [
      PORTS.panels,
      PORTS.companies,
      CompanyOfActor,
      PORTS.ids,
      PORTS.clock,
      PORTS.events,
    ]);
    bindUseCase(container, ListPanels, [PORTS.panels, PORTS.companies, PORTS.students, PORTS.interviews]);
    bindUseCase(container, DeletePanel, [PORTS.panels, PORTS.interviews, CompanyOfActor, PORTS.events]);
  },
};
