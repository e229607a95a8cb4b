import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { deleteEndingSessions } from '../sessions/account-power.js';
import { useCase } from '../task.js';
import { coordinatorDeleted } from './coordinator-audit.js';

export const COORDINATOR_NOT_FOUND = 'Coordinator not found';

/**
 * An administrator deletes a coordinator, whose sessions end at once; its company, panels and
 * interviews stay. Answers the coordinator as it was, which the audit log names.
 */
export class DeleteCoordinator extends Needs(['coordinators', 'events', 'units']) {
  static readonly audit = coordinatorDeleted;

  execute(_actor: Actor, id: string): TaskEither<AppError, Coordinator> {
    return useCase(() =>
      this.deps.units.allOrNothing(() =>
        deleteEndingSessions(this.deps.coordinators, this.deps.events, 'coordinator', id, COORDINATOR_NOT_FOUND),
      ),
    );
  }
}
