import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { AdminRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

/** The signed-in administrator's own account (GET /admin/single). */
export class GetAdmin {
  constructor(private readonly admins: AdminRepository) {}

  execute(actor: Actor): TE.TaskEither<AppError, Admin> {
    return pipe(
      attempt(() => this.admins.findById(actor.id)),
      TE.chain(required(accountGone())),
    );
  }
}
