import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict } from '../errors.js';
import { deleteEndingSessions } from '../sessions/account-power.js';
import { refuse, useCase } from '../task.js';
import { adminDeleted } from './admin-audit.js';

export const LAST_ADMIN = 'The last admin cannot be deleted';
export const ADMIN_NOT_FOUND = 'Admin not found';

/**
 * An administrator deletes an administrator, never the last one; the deleted one's sessions end at
 * once. Answers the account as it was, which the audit log names.
 */
export class DeleteAdmin extends Needs(['admins', 'events', 'units']) {
  static readonly audit = adminDeleted;

  execute(_actor: Actor, id: string): TaskEither<AppError, Admin> {
    return useCase(() =>
      this.deps.units.allOrNothing(() =>
        deleteEndingSessions(this.deps.admins, this.deps.events, 'admin', id, ADMIN_NOT_FOUND, async () =>
          (await this.deps.admins.count()) <= 1 ? refuse(conflict(LAST_ADMIN)) : null,
        ),
      ),
    );
  }
}
