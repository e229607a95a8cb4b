import { ContainerModule } from 'inversify';
import { CompanyOfActor } from '../../application/access/company-of-actor.js';
import { CreatePanel } from '../../application/panels/create-panel.js';
import { DeletePanel } from '../../application/panels/delete-panel.js';
import { ListPanels } from '../../application/panels/list-panels.js';
import { bindersOf } from './bind-use-case.js';

export const panelModule = new ContainerModule(({ bind }) => {
  const { useCase } = bindersOf(bind);
  useCase(CreatePanel, 'panels', 'companies', CompanyOfActor, 'ids', 'clock', 'events');
  useCase(ListPanels, 'panels', 'companies', 'students', 'interviews');
  useCase(DeletePanel, 'panels', 'interviews', CompanyOfActor, 'events');
});
