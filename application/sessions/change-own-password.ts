import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type ChangePasswordRequest, validateChangePassword } from '../../domain/change-password.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden, validation } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { AccountPasswords } from '../ports/persistence.js';
import { setPasswordEndingSessions } from './account-power.js';
import { refuse, useCase } from '../task.js';
import { ownPasswordChanged } from '../admins/admin-audit.js';

export const NOT_AN_ADMIN_OR_COORDINATOR = 'Only an administrator or a coordinator changes a password here';

/**
 * A signed-in administrator or coordinator sets a new password from the Change Password dialog of
 * the account menu (POST /admin/change-password, /coordinator/change-password), by the rules of the
 * students' and companies' own: every session of the account ends with it, this one too, and the
 * screen asks to sign in again.
 */
export class ChangeOwnPassword extends Needs(['admins', 'coordinators', 'passwords', 'events', 'units']) {
  /** Recorded for an administrator only, as every audited use case is. */
  static readonly audit = ownPasswordChanged;

  /** Answers the account's id. */
  execute(actor: Actor, form: ChangePasswordRequest): TaskEither<AppError, string> {
    return useCase(async () => {
      const accounts = this.accountsOf(actor);
      if (!accounts) return refuse(forbidden(NOT_AN_ADMIN_OR_COORDINATOR));
      const valid = validateChangePassword(form);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const passwordHash = await this.deps.passwords.hash(valid.right.password);
      const changed = await this.deps.units.allOrNothing(() =>
        setPasswordEndingSessions(accounts, this.deps.events, actor.role, actor.id, passwordHash),
      );
      if (!changed) return refuse(accountGone());
      return actor.id;
    });
  }

  private accountsOf(actor: Actor): AccountPasswords | null {
    if (actor.role === 'admin') return this.deps.admins;
    if (actor.role === 'coordinator') return this.deps.coordinators;
    return null;
  }
}
