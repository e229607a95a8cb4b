import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Admin } from '../../domain/admin.js';
import { type AddAdminForm, validateAddAdmin } from '../../domain/admin.js';
import { type AppError, validation } from '../errors.js';
import type { AdminRepository } from '../ports/persistence.js';
import type { PasswordHasher } from '../ports/security.js';
import type { Clock, IdGenerator } from '../ports/system.js';
import { attempt, attemptUnique } from '../task.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';

export const ADMIN_EMAIL_TAKEN = 'An admin with this email already exists';

/** An administrator adds another administrator (spec §7 POST /admin/add). */
export class AddAdmin {
  constructor(
    private readonly admins: AdminRepository,
    private readonly passwords: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(form: AddAdminForm): TE.TaskEither<AppError, Admin> {
    return pipe(
      TE.fromEither(validateAddAdmin(form)),
      TE.mapLeft(validation),
      TE.chain((valid) =>
        attempt(async () => ({
          id: this.ids.next(),
          email: valid.email,
          passwordHash: await this.passwords.hash(valid.password),
          sessionVersion: FIRST_SESSION_VERSION,
          createdAt: this.clock.now(),
        })),
      ),
      TE.chain((admin) =>
        attemptUnique(
          async () => {
            await this.admins.add(admin);
            return admin;
          },
          { email: ADMIN_EMAIL_TAKEN },
        ),
      ),
    );
  }
}
