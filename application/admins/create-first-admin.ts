import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Admin } from '../../domain/admin.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { AddAdmin } from './add-admin.js';

/**
 * Nobody can sign up as an administrator, so the first one comes from the installation's
 * settings: it is added only while there is no administrator at all (design.md §6), by the
 * operator who configured it (the audit log records it as their addition).
 */
export class CreateFirstAdmin extends Needs(['admins'], { addAdmin: AddAdmin }) {
  execute(actor: Actor, email: string, password: string): TaskEither<AppError, Admin | null> {
    return useCase(async () => {
      if ((await this.deps.admins.count()) > 0) return null;
      const added = await this.deps.addAdmin.execute(actor, { email, password, confirmpassword: password })();
      if (E.isRight(added)) return added.right;
      // Several app servers starting at once on an empty database: the first to add it wins, and
      // for the others there is an administrator now, as there would have been a moment later.
      if ((await this.deps.admins.count()) > 0) return null;
      return refuse(added.left);
    });
  }
}
