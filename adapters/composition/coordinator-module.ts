import { ContainerModule } from 'inversify';
import { AddCoordinator } from '../../application/coordinators/add-coordinator.js';
import { coordinatorAdded, coordinatorDeleted } from '../../application/coordinators/coordinator-audit.js';
import { DeleteCoordinator } from '../../application/coordinators/delete-coordinator.js';
import { GetCoordinator } from '../../application/coordinators/get-coordinator.js';
import { ListCoordinators } from '../../application/coordinators/list-coordinators.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInCoordinator } from '../../application/sessions/sign-in-coordinator.js';
import { bindersOf } from './bind-use-case.js';

export const coordinatorModule = new ContainerModule(({ bind }) => {
  const { useCase, audited } = bindersOf(bind);
  audited(AddCoordinator, coordinatorAdded, 'coordinators', 'companies', 'passwords', 'ids', 'clock');
  useCase(ListCoordinators, 'coordinators', 'companies');
  useCase(GetCoordinator, 'coordinators', 'companies');
  audited(DeleteCoordinator, coordinatorDeleted, 'coordinators', 'events');
  useCase(SignInCoordinator, 'coordinators', 'companies', CredentialCheck, 'tokens');
});
