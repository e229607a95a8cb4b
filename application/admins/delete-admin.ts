import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { type AppError, conflict, notFound } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { AdminRepository } from '../ports/persistence.js';
import { announceDeleted } from '../sessions/account-power.js';
import { attempt, required } from '../task.js';

export const LAST_ADMIN = 'The last admin cannot be deleted';
export const ADMIN_NOT_FOUND = 'Admin not found';

/** An administrator deletes an administrator, never the last one; the deleted one's sessions end at once. */
export class DeleteAdmin {
  constructor(
    private readonly admins: AdminRepository,
    private readonly events: EventFeed,
  ) {}

  execute(id: string): TE.TaskEither<AppError, void> {
    return pipe(
      attempt(() => this.admins.findById(id)),
      TE.chain(required(notFound(ADMIN_NOT_FOUND))),
      TE.chain(() => attempt(() => this.admins.count())),
      TE.chain((count) => (count <= 1 ? TE.left(conflict(LAST_ADMIN)) : TE.right(undefined))),
      TE.chain(() => attempt(() => this.admins.delete(id))),
      TE.chain((deleted) => (deleted ? TE.right(undefined) : TE.left(notFound(ADMIN_NOT_FOUND)))),
      TE.chain(() => attempt(() => announceDeleted(this.events, 'admin', [id]))),
    );
  }
}
