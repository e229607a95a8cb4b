import { AddCoordinator } from '../coordinators/add-coordinator.js';
import { DeleteCoordinator } from '../coordinators/delete-coordinator.js';
import { EditCoordinator } from '../coordinators/edit-coordinator.js';
import { GetCoordinator } from '../coordinators/get-coordinator.js';
import { ListCoordinators } from '../coordinators/list-coordinators.js';
import { SignInCoordinator } from '../sessions/sign-in-coordinator.js';

export const coordinatorArea = {
  useCases: [AddCoordinator, EditCoordinator, ListCoordinators, GetCoordinator, DeleteCoordinator, SignInCoordinator],
} as const;
