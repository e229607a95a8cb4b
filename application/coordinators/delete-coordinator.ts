import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CoordinatorRepository } from '../ports/persistence.js';
import { deleteEndingSessions } from '../sessions/account-power.js';
import { useCase } from '../task.js';
import { coordinatorDeleted } from './coordinator-audit.js';

export const COORDINATOR_NOT_FOUND = 'Coordinator not found';

/**
 * An administrator deletes a coordinator, whose sessions end at once; its company, panels and
 * interviews stay. Answers the coordinator as it was, which the audit log names.
 */
export class DeleteCoordinator {
  static readonly needs = ['coordinators', 'events'] as const;
  static readonly audit = coordinatorDeleted;

  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly events: EventFeed,
  ) {}

  execute(_actor: Actor, id: string): TaskEither<AppError, Coordinator> {
    return useCase(() =>
      deleteEndingSessions(this.coordinators, this.events, 'coordinator', id, COORDINATOR_NOT_FOUND),
    );
  }
}
