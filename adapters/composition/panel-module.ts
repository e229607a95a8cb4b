import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { DeletePanel } from '../../application/panels/delete-panel.js';
import { ListPanels } from '../../application/panels/list-panels.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const panelModule = new ContainerModule(({ bind }) => {
  const { clock, companies, events, ids, interviews, panels, students } = PORTS;
  bindUseCase(bind, CreatePanel, [panels, companies, CompanyOfActor, ids, clock, events]);
  bindUseCase(bind, ListPanels, [panels, companies, students, interviews]);
  bindUseCase(bind, DeletePanel, [panels, interviews, CompanyOfActor, events]);
});
