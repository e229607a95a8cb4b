import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import { refuse, useCase } from '../task.js';

/** The signed-in administrator's own account (GET /admin/single). */
export class GetAdmin extends Needs(['admins']) {
  execute(actor: Actor): TaskEither<AppError, Admin> {
    return useCase(async () => (await this.deps.admins.findById(actor.id)) ?? refuse(accountGone()));
  }
}
