import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Admin } from '../../domain/admin.js';
import type { AppError } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import { attempt } from '../task.js';
import type { AddAdmin } from './add-admin.js';

/**
 * Nobody can sign up as an administrator, so the first one comes from the installation's
 * settings: it is added only while there is no administrator at all (design.md §6).
 */
export class CreateFirstAdmin {
  constructor(
    private readonly admins: AdminRepository,
    private readonly addAdmin: AddAdmin,
  ) {}

  execute(email: string, password: string): TE.TaskEither<AppError, Admin | null> {
    return pipe(
      attempt(() => this.admins.count()),
      TE.chain((count) =>
        count > 0 ? TE.right(null) : this.addAdmin.execute({ email, password, confirmpassword: password }),
      ),
    );
  }
}
