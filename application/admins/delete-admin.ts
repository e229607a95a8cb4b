import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { AdminRepository } from '../ports/persistence.js';
import { deleteEndingSessions } from '../sessions/account-power.js';
import { refuse, useCase } from '../task.js';
import { adminDeleted } from './admin-audit.js';

export const LAST_ADMIN = 'The last admin cannot be deleted';
export const ADMIN_NOT_FOUND = 'Admin not found';

/**
 * An administrator deletes an administrator, never the last one; the deleted one's sessions end at
 * once. Answers the account as it was, which the audit log names.
 */
export class DeleteAdmin {
  static readonly needs = ['admins', 'events'] as const;
  static readonly audit = adminDeleted;

  constructor(
    private readonly admins: AdminRepository,
    private readonly events: EventFeed,
  ) {}

  execute(_actor: Actor, id: string): TaskEither<AppError, Admin> {
    return useCase(() =>
      deleteEndingSessions(this.admins, this.events, 'admin', id, ADMIN_NOT_FOUND, async () =>
        (await this.admins.count()) <= 1 ? refuse(conflict(LAST_ADMIN)) : null,
      ),
    );
  }
}
