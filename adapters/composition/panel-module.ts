import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { DeletePanel } from '../../application/panels/delete-panel.js';
import { ListPanels } from '../../application/panels/list-panels.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const panelModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, CreatePanel, [PORTS.panels, PORTS.companies, CompanyOfActor, PORTS.ids, PORTS.clock, PORTS.events]);
  bindUseCase(bind, ListPanels, [PORTS.panels, PORTS.companies, PORTS.students, PORTS.interviews]);
  bindUseCase(bind, DeletePanel, [PORTS.panels, PORTS.interviews, CompanyOfActor, PORTS.events]);
});
