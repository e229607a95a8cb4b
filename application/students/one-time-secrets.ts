import type { OneTimeSecret } from '../ports/persistence.js';
import type { SecretDigest } from '../ports/security.js';

/** The moment a secret made now stops working. */
export const expiryAfter = (now: Date, validMs: number): Date => new Date(now.getTime() + validMs);

export const hasExpired = (secret: OneTimeSecret, now: Date): boolean => secret.expiresAt.getTime() <= now.getTime();

/** A stored secret that is still valid and is the one the user gave. */
export const secretHolds = (secret: OneTimeSecret | null, given: string, now: Date, digest: SecretDigest): boolean =>
  secret !== null && !hasExpired(secret, now) && digest.matches(secret.secretHash, given);
