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
  const { clock, companies, coordinators, events, ids, passwords, tokens } = PORTS;
  bindUseCase(bind, AddCoordinator, [coordinators, companies, passwords, ids, clock]);
  bindUseCase(bind, ListCoordinators, [coordinators, companies]);
  bindUseCase(bind, GetCoordinator, [coordinators, companies]);
  bindUseCase(bind, DeleteCoordinator, [coordinators, events]);
  bindUseCase(bind, SignInCoordinator, [coordinators, companies, CredentialCheck, tokens]);
});
