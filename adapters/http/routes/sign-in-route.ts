import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { AppError } from '../../../application/errors.js';
import type { SignedIn } from '../../../application/sessions/signed-in.js';
import type { Role } from '../../../domain/role.js';
import type { Presented } from '../presenters/presented.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { bodyField, type FailureLimitRule } from '../rate-limit.js';
import { parseInputTE, text } from '../request-input.js';
import { json, publicRoute, type PublicRoute } from '../route.js';

/** Companies sign in with their username, every other role with its e-mail (spec §2). */
const signInBodies = {
  email: z.object({ email: text(), password: text() }),
  username: z.object({ username: text(), password: text() }),
};

type Identifier = keyof typeof signInBodies;
type SignInBody<I extends Identifier> = z.infer<(typeof signInBodies)[I]>;

export interface SignInRouteOptions<I extends Identifier, A, S extends z.ZodObject> {
  readonly role: Role;
  readonly identifier: I;
  readonly summary: string;
  readonly signIn: { execute(form: SignInBody<I>): TE.TaskEither<AppError, SignedIn<A>> };
  /** The account as the role's profile call shows it; the answer adds the token and role. */
  readonly accountJson: (account: A) => Presented<S>;
  /** The schema of what accountJson answers (its presenter's). */
  readonly accountSchema: S;
}

const capitalized = (text: string) => text[0]!.toUpperCase() + text.slice(1);

/**
 * Failed sign-ins from one address, whatever the account and role: one password sprayed over many
 * accounts is slowed as much as many passwords tried on one. Twenty in ten minutes leave room for
 * the people behind one shared address who mistype now and then.
 */
export const SIGN_IN_FAILURES: FailureLimitRule = { name: 'sign-in-failures', points: 20, durationSeconds: 10 * 60 };

/**
 * POST /{role}/sign-in. Ten failed sign-ins a minute for one account from one address, which a
 * success forgives; and at most SIGN_IN_FAILURES from one address across every account.
 */
export const signInRoute = <I extends Identifier, A, S extends z.ZodObject>(
  options: SignInRouteOptions<I, A, S>,
): PublicRoute =>
  publicRoute({
    method: 'post',
    path: `/${options.role}/sign-in`,
    summary: options.summary,
    access: 'public',
    operationId: `signIn${capitalized(options.role)}`,
    tags: ['sessions'],
    request: { body: signInBodies[options.identifier] },
    response: sessionSchema(options.accountSchema, `${capitalized(options.role)}Session`),
    errors: [401],
    rateLimit: {
      name: `sign-in:${options.role}`,
      points: 10,
      durationSeconds: 60,
      subject: bodyField(options.identifier),
      resetOnSuccess: true,
    },
    failureLimit: SIGN_IN_FAILURES,
    handle: ({ body }) =>
      pipe(
        parseInputTE(signInBodies[options.identifier], body) as TE.TaskEither<AppError, SignInBody<I>>,
        TE.chain((form) => options.signIn.execute(form)),
        TE.map((signedIn) => json(sessionJson(signedIn, options.accountJson), 'Signed in')),
      ),
  });
