import { RECRUITER_INVITE_VALID_MS, inviteOpen, type RecruiterInvite } from '../../domain/recruiter.js';
import type { OneTimeSecretRepository, RecruiterInviteRepository } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';
import type { Clock, RandomSource } from '../ports/system.js';
import { formatResetToken, parseResetToken } from '../password-reset/reset-token.js';
import { expiryAfter, secretHolds } from '../students/one-time-secrets.js';

const TOKEN_BYTES = 32;

/**
 * An invitation's secret, kept as a one-time secret under the invitation's id: the mailed token is
 * `<inviteId>.<secret>` (the form of a reset token), it works once, and only until the invitation
 * expires.
 */
export class InviteSecrets {
  static readonly needs = ['recruiterInvites', 'secrets', 'digest', 'random', 'clock'] as const;

  constructor(
    private readonly invites: RecruiterInviteRepository,
    private readonly secrets: OneTimeSecretRepository,
    private readonly digest: SecretDigest,
    private readonly random: RandomSource,
    private readonly clock: Clock,
  ) {}

  /** When an invitation made now stops working. */
  expiry(): Date {
    return expiryAfter(this.clock.now(), RECRUITER_INVITE_VALID_MS);
  }

  /** A new secret for the stored invitation; answers the token to mail. */
  async issue(invite: RecruiterInvite): Promise<string> {
    const secret = this.random.token(TOKEN_BYTES);
    await this.secrets.put({
      purpose: 'recruiter-invite',
      subjectId: invite.id,
      secretHash: this.digest.digest(secret),
      expiresAt: invite.expiresAt,
      attemptsLeft: 1,
    });
    return formatResetToken({ accountId: invite.id, secret });
  }

  /** The open invitation the token is for, or null (malformed, unknown, revoked, expired or used). */
  async find(token: string): Promise<RecruiterInvite | null> {
    const parsed = parseResetToken(token.trim());
    if (!parsed) return null;
    const invite = await this.invites.findById(parsed.accountId);
    if (invite === null || !inviteOpen(invite, this.clock.now())) return null;
    const secret = await this.secrets.find('recruiter-invite', invite.id);
    return secretHolds(secret, parsed.secret, this.clock.now(), this.digest) ? invite : null;
  }

  /** Spends the invitation's secret, atomically: of two acceptances at once, one alone gets true. */
  async spend(invite: RecruiterInvite): Promise<boolean> {
    const attemptsLeft = await this.secrets.spendAttempt('recruiter-invite', invite.id);
    return attemptsLeft !== null && attemptsLeft >= 0;
  }

  /** The invitation and its secret go (accepted, revoked or expired). */
  async forget(inviteId: string): Promise<void> {
    await this.invites.delete(inviteId);
    await this.secrets.delete('recruiter-invite', inviteId);
  }
}
