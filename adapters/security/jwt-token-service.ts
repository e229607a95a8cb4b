import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { SessionClaims, TokenService, VerifiedSession } from '../../application/ports/security.js';
import type { Clock } from '../../application/ports/system.js';
import { FIRST_SESSION_VERSION } from '../../domain/account-session.js';
import { ROLES, type Role } from '../../domain/role.js';

const ALGORITHM = 'HS256';
const MIN_SECRET_LENGTH = 32;
const TWELVE_HOURS = 12 * 60 * 60;

export interface JwtTokenServiceOptions {
  /** The HS256 key: at least 32 characters. */
  readonly secret: string;
  /** Lifetime of an issued token; 12 hours unless given. */
  readonly expiresInSeconds?: number;
  /** Source of `iat`/`exp` and of "now" when checking expiry; the system clock unless given. */
  readonly clock?: Clock;
}

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isVersion = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export class JwtTokenService implements TokenService {
  /**
   * Built once: given the secret as a string, jsonwebtoken first tries it as a public key (and
   * throws) on every verify, which costs ~40 times the verification itself.
   */
  private readonly key: KeyObject;
  private readonly expiresInSeconds: number;
  private readonly clock: Clock;

  constructor(options: JwtTokenServiceOptions) {
    if (options.secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`JwtTokenService needs a secret of at least ${MIN_SECRET_LENGTH} characters`);
    }
    const expiresInSeconds = options.expiresInSeconds ?? TWELVE_HOURS;
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
      throw new Error('JwtTokenService needs expiresInSeconds to be a positive whole number');
    }
    this.key = createSecretKey(Buffer.from(options.secret, 'utf8'));
    this.expiresInSeconds = expiresInSeconds;
    this.clock = options.clock ?? { now: () => new Date() };
  }

  issue(claims: SessionClaims): string {
    if (claims.sub === '' || !isRole(claims.role) || !isVersion(claims.ver)) {
      throw new Error('A token needs a subject, a known role and a session version');
    }
    if (claims.rec !== undefined && (claims.rec === '' || claims.role !== 'company')) {
      throw new Error("A recruiter's token names the recruiter and the company role");
    }
    const iat = this.nowInSeconds();
    const recruiter = claims.rec === undefined ? {} : { rec: claims.rec };
    return jwt.sign(
      { sub: claims.sub, role: claims.role, ver: claims.ver, ...recruiter, iat, exp: iat + this.expiresInSeconds },
      this.key,
      { algorithm: ALGORITHM },
    );
  }

  verify(token: string): VerifiedSession | null {
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, {
        algorithms: [ALGORITHM],
        clockTimestamp: this.nowInSeconds(),
      });
    } catch {
      return null;
    }
    if (typeof payload === 'string') return null;
    const { sub, role, exp } = payload;
    // jsonwebtoken accepts a token without `exp` as never expiring; this service never issues one.
    if (typeof exp !== 'number') return null;
    if (typeof sub !== 'string' || sub === '' || !isRole(role)) return null;
    // A token issued before session versions existed was issued under the first one.
    const ver: unknown = payload.ver === undefined ? FIRST_SESSION_VERSION : payload.ver;
    if (!isVersion(ver)) return null;
    const rec: unknown = payload.rec;
    if (rec === undefined) return { sub, role, ver, expiresAt: new Date(exp * 1000) };
    if (typeof rec !== 'string' || rec === '' || role !== 'company') return null;
    return { sub, role, ver, rec, expiresAt: new Date(exp * 1000) };
  }

  private nowInSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
