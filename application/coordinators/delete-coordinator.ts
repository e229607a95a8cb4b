import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, notFound } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { CoordinatorRepository } from '../ports/persistence.js';
import { announceDeleted } from '../sessions/account-power.js';
import { attempt } from '../task.js';

export const COORDINATOR_NOT_FOUND = 'Coordinator not found';

/** An administrator deletes a coordinator, whose sessions end at once; its company, panels and interviews stay. */
export class DeleteCoordinator {
  constructor(
    private readonly coordinators: CoordinatorRepository,
    private readonly events: EventFeed,
  ) {}

  execute(id: string): TE.TaskEither<AppError, void> {
    return pipe(
      attempt(() => this.coordinators.delete(id)),
      TE.chain((deleted) => (deleted ? TE.right(undefined) : TE.left(notFound(COORDINATOR_NOT_FOUND)))),
      TE.chain(() => attempt(() => announceDeleted(this.events, 'coordinator', [id]))),
    );
  }
}
