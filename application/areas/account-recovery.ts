import { ConfirmAccountResetPin } from '../password-reset/confirm-account-reset-pin.js';
import { RecoverableAccounts } from '../password-reset/recoverable-accounts.js';
import { ResetAccountPassword } from '../password-reset/reset-account-password.js';
import { ResetPins } from '../password-reset/reset-pins.js';
import { SendAccountResetPin } from '../password-reset/send-account-reset-pin.js';

/** Forgot password's PINs and reset tokens for every role, and the flow of administrators, coordinators and companies. */
export const accountRecoveryArea = {
  useCases: [ResetPins, RecoverableAccounts, SendAccountResetPin, ConfirmAccountResetPin, ResetAccountPassword],
} as const;
