import type { Role } from '../../domain/role.js';

export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
}

export interface SessionClaims {
  /** The account's id. */
  readonly sub: string;
  readonly role: Role;
  /** The account's session version when the token was issued (domain/account-session.ts). */
  readonly ver: number;
  /**
   * A company's recruiter (domain/recruiter.ts): `sub` is their company, `ver` the recruiter's own
   * session version. Absent for every other account.
   */
  readonly rec?: string;
}

/** What a valid token says, and when it stops holding. */
export interface VerifiedSession extends SessionClaims {
  readonly expiresAt: Date;
}

export interface TokenService {
  issue(claims: SessionClaims): string;
  /** The claims of a valid, unexpired token, or null for anything else. */
  verify(token: string): VerifiedSession | null;
}

/** Hashing of short random secrets (PINs, e-mail tokens) for storage and comparison. */
export interface SecretDigest {
  digest(secret: string): string;
  matches(digest: string, secret: string): boolean;
}

/** Makes the students' check-in codes (domain/check-in-code.ts) under this fair's own key. */
export interface CheckInCodeMaker {
  /** The student's code at this fair, as compared (no dashes): always the same for the same student. */
  codeOf(studentId: string): string;
  /** Whether a well-formed code was made by this fair rather than another. */
  isOfThisFair(code: string): boolean;
  /**
   * The code's digest as a desk's offline roster holds it (SHA-256 of the code as compared, in hex):
   * the desk finds the student of a scanned code by it without holding any usable code.
   */
  rosterDigestOf(code: string): string;
}
