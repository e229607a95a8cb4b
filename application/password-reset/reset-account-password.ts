import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { AppError } from '../errors.js';
import { setPasswordEndingSessions } from '../sessions/account-power.js';
import { refuse, useCase } from '../task.js';
import { RecoverableAccounts, type StaffRole } from './recoverable-accounts.js';
import { ResetPins } from './reset-pins.js';
import { type PasswordResetForm, resetInvalid, validateResetForm } from './reset-student-password.js';

/**
 * Forgot password, step 3, for an administrator, a coordinator or a company (POST /{role}/reset-password):
 * step 2's token sets a new password, once, ending every session of the account. A token of another
 * role's account is refused, and stays unspent.
 */
export class ResetAccountPassword extends Needs(['passwords', 'events', 'units'], {
  accounts: RecoverableAccounts,
  pins: ResetPins,
}) {
  execute(role: StaffRole, form: PasswordResetForm): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateResetForm(form);
      if (E.isLeft(valid)) return refuse(valid.left);
      const accountId = await this.deps.pins.spend(form.token, form.id, (id) => this.deps.accounts.exists(role, id));
      if (accountId === null) return refuse(resetInvalid);
      const hash = await this.deps.passwords.hash(valid.right.password);
      const repository = this.deps.accounts.passwords(role);
      return this.deps.units.allOrNothing(async () => {
        if (!(await setPasswordEndingSessions(repository, this.deps.events, role, accountId, hash))) {
          return refuse(resetInvalid);
        }
        await this.deps.pins.forget(accountId);
      });
    });
  }
}
