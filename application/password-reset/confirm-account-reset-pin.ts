import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { validateResetPin } from '../../domain/forgot-password.js';
import { normalizePin } from '../../domain/password-reset.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { asRequestFields, pinRefused } from './confirm-password-reset-pin.js';
import { RecoverableAccounts, type StaffRole, validateIdentity } from './recoverable-accounts.js';
import { type PasswordResetGrant, ResetPins } from './reset-pins.js';

/**
 * Forgot password, step 2, for an administrator, a coordinator or a company (POST /{role}/confirm-code):
 * the account's identity of step 1 and the mailed PIN (as `token`) buy a reset token. An unknown
 * account is answered like a wrong PIN.
 */
export class ConfirmAccountResetPin extends Needs([], { accounts: RecoverableAccounts, pins: ResetPins }) {
  execute(role: StaffRole, identity: string, pin: string): TaskEither<AppError, PasswordResetGrant> {
    return useCase(async () => {
      const validIdentity = validateIdentity(role, identity);
      const validPin = validateResetPin({ pin });
      if (E.isLeft(validIdentity) || E.isLeft(validPin)) {
        const failures = [
          ...(E.isLeft(validIdentity) ? validIdentity.left : []),
          ...(E.isLeft(validPin) ? validPin.left : []),
        ];
        return refuse(validation(asRequestFields(failures)));
      }
      const account = await this.deps.accounts.find(role, validIdentity.right);
      const outcome = await this.deps.pins.confirm(account?.id ?? null, normalizePin(validPin.right.pin));
      return typeof outcome === 'string' ? refuse(pinRefused(outcome)) : outcome;
    });
  }
}
