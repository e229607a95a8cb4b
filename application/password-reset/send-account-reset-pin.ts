import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type AppError, validation } from '../errors.js';
import { refuse, useCase } from '../task.js';
import { pinMail } from './pin-mail.js';
import { RecoverableAccounts, type StaffRole, validateIdentity } from './recoverable-accounts.js';
import { ResetPins } from './reset-pins.js';

/**
 * Forgot password, step 1, for an administrator, a coordinator or a company (POST
 * /{role}/send-confirmation-code): mails a PIN to the account's e-mail (a company's contact e-mail),
 * replacing any earlier one. An unknown account, or a company without a contact e-mail, gets the
 * same answer and no mail; no PIN is stored that could not be mailed.
 */
export class SendAccountResetPin extends Needs(['mailer'], { accounts: RecoverableAccounts, pins: ResetPins }) {
  execute(role: StaffRole, identity: string): TaskEither<AppError, void> {
    return useCase(async () => {
      const valid = validateIdentity(role, identity);
      if (E.isLeft(valid)) return refuse(validation(valid.left));
      const account = await this.deps.accounts.find(role, valid.right);
      if (!account || account.email === '') return;
      const pin = await this.deps.pins.issue(account.id);
      await this.deps.mailer.send(pinMail(account, pin));
    });
  }
}
