import { ContainerModule } from 'inversify';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import { DeleteCoordinator } from '../../application/coordinators/delete-coordinator.js';
import { GetCoordinator } from '../../application/coordinators/get-coordinator.js';
import { ListCoordinators } from '../../application/coordinators/list-coordinators.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInCoordinator } from '../../application/sessions/sign-in-coordinator.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const coordinatorModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, AddCoordinator, [PORTS.coordinators, PORTS.companies, PORTS.passwords, PORTS.ids, PORTS.clock]);
  bindUseCase(bind, ListCoordinators, [PORTS.coordinators, PORTS.companies]);
  bindUseCase(bind, GetCoordinator, [PORTS.coordinators, PORTS.companies]);
  bindUseCase(bind, DeleteCoordinator, [PORTS.coordinators, PORTS.events]);
  bindUseCase(bind, SignInCoordinator, [PORTS.coordinators, PORTS.companies, CredentialCheck, PORTS.tokens]);
});
