import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { AppError } from '../../../application/errors.js';
import type { SignedIn } from '../../../application/sessions/signed-in.js';
import type { Role } from '../../../domain/role.js';
import type { Presented } from '../presenters/presented.js';
import { bodyField, type ChallengeRule, type RateLimitRule } from '../rate-limit.js';
import { parseInputTE, text } from '../request-input.js';
import { json, publicRoute, type PublicRoute } from '../route.js';

/** Companies sign in with their username, every other role with its e-mail (spec §2). */
const signInBodies = {
  email: z.object({ email: text(), password: text() }),
  username: z.object({ username: text(), password: text() }),
};

type Identifier = keyof typeof signInBodies;
type SignInBody<I extends Identifier> = z.infer<(typeof signInBodies)[I]>;

export interface SignInRouteOptions<I extends Identifier, A, T> {
  readonly role: Role;
  readonly identifier: I;
  readonly summary: string;
  readonly signIn: { execute(form: SignInBody<I>): TE.TaskEither<AppError, SignedIn<A>> };
  /** The answer's schema: the account as the role's profile call shows it, with the token (sessionSchema). */
  readonly session: z.ZodType<T>;
  /** The answer as `session` describes it (sessionJson with the role's account presenter). */
  readonly sessionJson: (signedIn: SignedIn<A>) => NoInfer<Presented<z.ZodType<T>>>;
}

const capitalized = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * Failed sign-ins from one address, whatever the account and role, that need nothing more: twenty in
 * ten minutes. Past them each sign-in from that address carries a solved proof-of-work challenge, which
 * the browser answers by itself: a crowd behind one address (a venue's Wi-Fi, a campus) is never locked
 * out, and a sprayer pays for every further try. A remembered device skips this for its own account.
 */
export const SIGN_IN_FAILURES: ChallengeRule = {
  name: 'sign-in-failures',
  points: 20,
  durationSeconds: 10 * 60,
  counts: 'failures',
};

/**
 * Sign-ins to one account whatever the address: ten in a quarter of an hour, forgiven by a success;
 * past them, 429 with Retry-After. A remembered device of that account has a budget of its own, so a
 * guesser elsewhere cannot lock its owner out.
 */
export const accountSignIns = (role: Role, identifier: Identifier): RateLimitRule => ({
  name: `sign-in:${role}`,
  points: 10,
  durationSeconds: 15 * 60,
  subject: bodyField(identifier),
  resetOnSuccess: true,
});

/**
 * POST /{role}/sign-in, limited per account (accountSignIns) and per address (SIGN_IN_FAILURES, then a
 * challenge); a success remembers the device (docs/security.md#rate-limits).
 */
export const signInRoute = <I extends Identifier, A, T>(options: SignInRouteOptions<I, A, T>): PublicRoute =>
  publicRoute({
    method: 'post',
    path: `/${options.role}/sign-in`,
    summary: options.summary,
    access: 'public',
    operationId: `signIn${capitalized(options.role)}`,
    tags: ['sessions'],
    request: { body: signInBodies[options.identifier] },
    response: options.session,
    errors: [401],
    rateLimit: accountSignIns(options.role, options.identifier),
    challengeAfter: SIGN_IN_FAILURES,
    remembersDevice: options.role,
    handle: ({ body }) =>
      pipe(
        parseInputTE(signInBodies[options.identifier], body) as TE.TaskEither<AppError, SignInBody<I>>,
        TE.chain((form) => options.signIn.execute(form)),
        TE.map((signedIn) => json(options.sessionJson(signedIn), 'Signed in')),
      ),
  });
