import type { Container } from 'inversify';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import { DeleteCoordinator } from '../../application/coordinators/delete-coordinator.js';
import { GetCoordinator } from '../../application/coordinators/get-coordinator.js';
import { ListCoordinators } from '../../application/coordinators/list-coordinators.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInCoordinator } from '../../application/sessions/sign-in-coordinator.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const coordinatorModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, AddCoordinator, [
      PORTS.coordinators,
      PORTS.companies,
      PORTS.passwords,
      PORTS.ids,
      PORTS.clock,
    ]);
    bindUseCase(container, ListCoordinators, [PORTS.coordinators, PORTS.companies]);
    bindUseCase(container, GetCoordinator, [PORTS.coordinators, PORTS.companies]);
    bindUseCase(container, DeleteCoordinator, [PORTS.coordinators, PORTS.events]);
    bindUseCase(container, SignInCoordinator, [PORTS.coordinators, PORTS.companies, CredentialCheck, PORTS.tokens]);
  },
};
