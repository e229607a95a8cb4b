import { Needs } from '../needs.js';
import { PIN_LENGTH } from '../../domain/forgot-password.js';
import {
  PASSWORD_RESET_MESSAGES,
  PIN_ALPHABET,
  PIN_ATTEMPTS,
  PIN_VALID_MS,
  RESET_TOKEN_VALID_MS,
} from '../../domain/password-reset.js';
import { expiryAfter, hasExpired, secretHolds } from '../students/one-time-secrets.js';
import { formatResetToken, parseResetToken } from './reset-token.js';

/** What step 3 needs: the account's id and a reset token that works once, briefly. */
export interface PasswordResetGrant {
  readonly id: string;
  readonly token: string;
}

const TOKEN_BYTES = 32;

/**
 * The secrets of forgot password, whichever role's account they are for (account ids are unique
 * across roles): step 1's PIN, step 2's check of it buying a reset token, step 3's single use of
 * that token. Each is kept under the account's id, at most one of a kind at a time.
 */
export class ResetPins extends Needs(['secrets', 'digest', 'random', 'clock']) {
  /** A new PIN for the account, replacing any earlier one; the caller mails it. */
  async issue(accountId: string): Promise<string> {
    const pin = this.deps.random.code(PIN_LENGTH, PIN_ALPHABET);
    await this.deps.secrets.put({
      purpose: 'password-reset-pin',
      subjectId: accountId,
      secretHash: this.deps.digest.digest(pin),
      expiresAt: expiryAfter(this.deps.clock.now(), PIN_VALID_MS),
      attemptsLeft: PIN_ATTEMPTS,
    });
    return pin;
  }

  /**
   * Step 2: the grant, or the message that refuses it. Every try spends one of the PIN's attempts,
   * taken atomically so that parallel guesses cannot share one; once they are spent the PIN is dead,
   * even for the right value. No account (null) is answered like a wrong PIN.
   */
  async confirm(accountId: string | null, pin: string): Promise<PasswordResetGrant | string> {
    const secret = accountId === null ? null : await this.deps.secrets.find('password-reset-pin', accountId);
    if (accountId === null || !secret) return PASSWORD_RESET_MESSAGES.pinWrong;
    if (hasExpired(secret, this.deps.clock.now())) {
      await this.deps.secrets.delete('password-reset-pin', accountId);
      return PASSWORD_RESET_MESSAGES.pinExpired;
    }
    const attemptsLeft = await this.deps.secrets.spendAttempt('password-reset-pin', accountId);
    if (attemptsLeft === null) return PASSWORD_RESET_MESSAGES.pinWrong;
    if (attemptsLeft < 0) return PASSWORD_RESET_MESSAGES.pinExhausted;
    if (!this.deps.digest.matches(secret.secretHash, pin)) {
      return attemptsLeft === 0 ? PASSWORD_RESET_MESSAGES.pinExhausted : PASSWORD_RESET_MESSAGES.pinWrong;
    }
    await this.deps.secrets.delete('password-reset-pin', accountId);
    return this.grant(accountId);
  }

  /**
   * Step 3: spends the reset token, answering the id of the account it was for, or null when it does
   * not hold (malformed, another account's `id`, expired, already used, or `holds` refuses its account).
   */
  async spend(
    token: string,
    id: string | undefined,
    holds: (accountId: string) => Promise<boolean>,
  ): Promise<string | null> {
    const parsed = parseResetToken(token.trim());
    if (!parsed || (id !== undefined && id !== parsed.accountId)) return null;
    const secret = await this.deps.secrets.find('password-reset-token', parsed.accountId);
    if (!secretHolds(secret, parsed.secret, this.deps.clock.now(), this.deps.digest)) return null;
    if (!(await holds(parsed.accountId))) return null;
    // Spent before use, atomically: of two requests with one token, only one gets here.
    const attemptsLeft = await this.deps.secrets.spendAttempt('password-reset-token', parsed.accountId);
    return attemptsLeft === null || attemptsLeft < 0 ? null : parsed.accountId;
  }

  /** Once the password is set: the token spent and any PIN still waiting go. */
  async forget(accountId: string): Promise<void> {
    await this.deps.secrets.delete('password-reset-token', accountId);
    await this.deps.secrets.delete('password-reset-pin', accountId);
  }

  private async grant(accountId: string): Promise<PasswordResetGrant> {
    const secret = this.deps.random.token(TOKEN_BYTES);
    await this.deps.secrets.put({
      purpose: 'password-reset-token',
      subjectId: accountId,
      secretHash: this.deps.digest.digest(secret),
      expiresAt: expiryAfter(this.deps.clock.now(), RESET_TOKEN_VALID_MS),
      attemptsLeft: 1,
    });
    return { id: accountId, token: formatResetToken({ accountId, secret }) };
  }
}
