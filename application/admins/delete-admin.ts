import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import { type AppError, conflict, notFound } from '../errors.js';
import type { EventFeed } from '../ports/events.js';
import type { AdminRepository } from '../ports/persistence.js';
import { announceDeleted } from '../sessions/account-power.js';
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
    return useCase(async () => {
      const admin = await this.admins.findById(id);
      if (!admin) return refuse(notFound(ADMIN_NOT_FOUND));
      if ((await this.admins.count()) <= 1) return refuse(conflict(LAST_ADMIN));
      if (!(await this.admins.delete(id))) return refuse(notFound(ADMIN_NOT_FOUND));
      await announceDeleted(this.events, 'admin', [id]);
      return admin;
    });
  }
}
