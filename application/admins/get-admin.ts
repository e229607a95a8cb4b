import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { AdminRepository } from '../ports/persistence.js';
import { refuse, useCase } from '../task.js';

/** The signed-in administrator's own account (GET /admin/single). */
export class GetAdmin {
  static readonly needs = ['admins'] as const;

  constructor(private readonly admins: AdminRepository) {}

  execute(actor: Actor): TaskEither<AppError, Admin> {
    return useCase(async () => (await this.admins.findById(actor.id)) ?? refuse(accountGone()));
  }
}
