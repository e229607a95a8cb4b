import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { AppError } from '../../../application/errors.js';
import type { SignedIn } from '../../../application/sessions/signed-in.js';
import type { Role } from '../../../domain/role.js';
import { sessionJson } from '../presenters/session-json.js';
import { bodyField } from '../rate-limit.js';
import { parseInputTE, text } from '../request-input.js';
import { json, publicRoute, type PublicRoute } from '../route.js';

/** Companies sign in with their username, every other role with its e-mail (spec §2). */
const signInBodies = {
  email: z.object({ email: text(), password: text() }),
  username: z.object({ username: text(), password: text() }),
};

type Identifier = keyof typeof signInBodies;
type SignInBody<I extends Identifier> = z.infer<(typeof signInBodies)[I]>;

export interface SignInRouteOptions<I extends Identifier, A> {
  readonly role: Role;
  readonly identifier: I;
  readonly summary: string;
  readonly signIn: { execute(form: SignInBody<I>): TE.TaskEither<AppError, SignedIn<A>> };
  /** The account as the role's profile call shows it; the answer adds the token and role. */
  readonly accountJson: (account: A) => object;
}

/**
 * POST /{role}/sign-in. Ten failed sign-ins a minute for one account from one address; a success
 * forgives them.
 */
export const signInRoute = <I extends Identifier, A>(options: SignInRouteOptions<I, A>): PublicRoute =>
  publicRoute({
    method: 'post',
    path: `/${options.role}/sign-in`,
    summary: options.summary,
    access: 'public',
    rateLimit: {
      name: `sign-in:${options.role}`,
      points: 10,
      durationSeconds: 60,
      subject: bodyField(options.identifier),
      resetOnSuccess: true,
    },
    handle: ({ body }) =>
      pipe(
        parseInputTE(signInBodies[options.identifier], body) as TE.TaskEither<AppError, SignInBody<I>>,
        TE.chain((form) => options.signIn.execute(form)),
        TE.map((signedIn) => json(sessionJson(signedIn, options.accountJson), 'Signed in')),
      ),
  });
