import * as E from 'fp-ts/lib/Either.js';
import type { Actor } from '../../application/actor.js';
import { type AppError, forbidden, unauthenticated } from '../../application/errors.js';
import type { TokenService, VerifiedSession } from '../../application/ports/security.js';
import type { SessionValidity } from '../../application/sessions/session-validity.js';
import type { Role } from '../../domain/role.js';

/** Whether a verified token's account still gives it power (SessionValidity). */
export type SessionCheck = Pick<SessionValidity, 'holds'>;

export const AUTHENTICATION_MESSAGES = {
  missing: 'Sign in to continue',
  invalid: 'Your session is invalid or has expired; sign in again',
  ended: 'Your session has ended: the account was removed or its password changed; sign in again',
  forbidden: 'Your account cannot do this',
} as const;

/** The token of an `Authorization: Bearer <token>` header; null for any other header or none. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/**
 * The session a bearer token carries, if the token is valid and unexpired, its account still
 * exists under the role it names and has not changed its password since (401 otherwise), and that
 * role may use the route (403 otherwise). Every request and every live stream is checked this way.
 */
export const authenticateSession = async (
  authorization: string | undefined,
  tokens: TokenService,
  sessions: SessionCheck,
  allowed: readonly Role[],
): Promise<E.Either<AppError, VerifiedSession>> => {
  const token = bearerToken(authorization);
  if (token === null) return E.left(unauthenticated(AUTHENTICATION_MESSAGES.missing));
  const session = tokens.verify(token);
  if (!session) return E.left(unauthenticated(AUTHENTICATION_MESSAGES.invalid));
  if (!(await sessions.holds(session))) return E.left(unauthenticated(AUTHENTICATION_MESSAGES.ended));
  if (!allowed.includes(session.role)) return E.left(forbidden(AUTHENTICATION_MESSAGES.forbidden));
  return E.right(session);
};

/** The caller named by a bearer token that authenticateSession accepts. */
export const authenticate = async (
  authorization: string | undefined,
  tokens: TokenService,
  sessions: SessionCheck,
  allowed: readonly Role[],
): Promise<E.Either<AppError, Actor>> =>
  E.map((session: VerifiedSession): Actor =>
    session.rec === undefined
      ? { id: session.sub, role: session.role }
      : { id: session.sub, role: session.role, recruiterId: session.rec },
  )(await authenticateSession(authorization, tokens, sessions, allowed));
