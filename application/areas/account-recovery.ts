import { ConfirmAccountResetPin } from '../password-reset/confirm-account-reset-pin.js';
import { RecoverableAccounts } from '../password-reset/recoverable-accounts.js';
import { ResetAccountPassword } from '../password-reset/reset-account-password.js';
import { ResetPins } from '../password-reset/reset-pins.js';
import { SendAccountResetPin } from '../password-reset/send-account-reset-pin.js';
import { ChangeOwnPassword } from '../sessions/change-own-password.js';

/**
 * Forgot password's PINs and reset tokens for every role, the flow of administrators, coordinators and
 * companies, and the Change Password of administrators and coordinators.
 */
export const accountRecoveryArea = {
  useCases: [
    ResetPins,
    RecoverableAccounts,
    SendAccountResetPin,
    ConfirmAccountResetPin,
    ResetAccountPassword,
    ChangeOwnPassword,
  ],
} as const;
