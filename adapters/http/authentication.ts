import * as E from 'fp-ts/lib/Either.js';
import type { Actor } from '../../application/actor.js';
import { type AppError, forbidden, unauthenticated } from '../../application/errors.js';
import type { TokenService } from '../../application/ports/security.js';
import type { Role } from '../../domain/role.js';

/** The token of an `Authorization: Bearer <token>` header; null for any other header or none. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;

/** The caller named by a bearer token, if that token is valid and its role may use the route. */
export const authenticate = (
  authorization: string | undefined,
  tokens: TokenService,
  allowed: readonly Role[],
): E.Either<AppError, Actor> => {
  const token = bearerToken(authorization);
  if (token === null) return E.left(unauthenticated('Sign in to continue'));
  const claims = tokens.verify(token);
  if (!claims) return E.left(unauthenticated('Your session is invalid or has expired; sign in again'));
  if (!allowed.includes(claims.role)) return E.left(forbidden('Your account cannot do this'));
  return E.right({ id: claims.sub, role: claims.role });
};
