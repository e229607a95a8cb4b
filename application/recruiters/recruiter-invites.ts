import { Needs } from '../needs.js';
import { RECRUITER_INVITE_VALID_MS, inviteOpen, type RecruiterInvite } from '../../domain/recruiter.js';
import { formatResetToken, parseResetToken } from '../password-reset/reset-token.js';
import { expiryAfter, secretHolds } from '../students/one-time-secrets.js';

const TOKEN_BYTES = 32;

/**
 * An invitation's secret, kept as a one-time secret under the invitation's id: the mailed token is
 * `<inviteId>.<secret>` (the form of a reset token), it works once, and only until the invitation
 * expires.
 */
export class InviteSecrets extends Needs(['recruiterInvites', 'secrets', 'digest', 'random', 'clock']) {
  /** When an invitation made now stops working. */
  expiry(): Date {
    return expiryAfter(this.deps.clock.now(), RECRUITER_INVITE_VALID_MS);
  }

  /** A new secret for the stored invitation; answers the token to mail. */
  async issue(invite: RecruiterInvite): Promise<string> {
    const secret = this.deps.random.token(TOKEN_BYTES);
    await this.deps.secrets.put({
      purpose: 'recruiter-invite',
      subjectId: invite.id,
      secretHash: this.deps.digest.digest(secret),
      expiresAt: invite.expiresAt,
      attemptsLeft: 1,
    });
    return formatResetToken({ accountId: invite.id, secret });
  }

  /** The open invitation the token is for, or null (malformed, unknown, revoked, expired or used). */
  async find(token: string): Promise<RecruiterInvite | null> {
    const parsed = parseResetToken(token.trim());
    if (!parsed) return null;
    const invite = await this.deps.recruiterInvites.findById(parsed.accountId);
    if (invite === null || !inviteOpen(invite, this.deps.clock.now())) return null;
    const secret = await this.deps.secrets.find('recruiter-invite', invite.id);
    return secretHolds(secret, parsed.secret, this.deps.clock.now(), this.deps.digest) ? invite : null;
  }

  /** Spends the invitation's secret, atomically: of two acceptances at once, one alone gets true. */
  async spend(invite: RecruiterInvite): Promise<boolean> {
    const attemptsLeft = await this.deps.secrets.spendAttempt('recruiter-invite', invite.id);
    return attemptsLeft !== null && attemptsLeft >= 0;
  }

  /** The invitation and its secret go (accepted, revoked or expired). */
  async forget(inviteId: string): Promise<void> {
    await this.deps.recruiterInvites.delete(inviteId);
    await this.deps.secrets.delete('recruiter-invite', inviteId);
  }
}
