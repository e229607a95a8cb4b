import { bodyParser } from '@koa/bodyparser';
import { Router } from '@koa/router';
import Koa, { type ParameterizedContext } from 'koa';
import helmet from 'koa-helmet';
import * as E from 'fp-ts/lib/Either.js';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Logger } from 'pino';
import {
  type AppError,
  notFound,
  payloadTooLarge,
  tooManyRequests,
  unexpected,
  validation,
} from '../../application/errors.js';
import type { TokenService } from '../../application/ports/security.js';
import { authenticate, type SessionCheck } from './authentication.js';
import { CHALLENGE_STATUS, challengeEnvelope, type CallLimits } from './call-limits.js';
import { compression } from './compression.js';
import { failed, statusOf, succeeded } from './envelope.js';
import { writeJsonList } from './json-list.js';
import { LIVE_PATH, type LiveStreams } from './live-stream.js';
import { emptyForm, MultipartRefused, readMultipart } from './multipart.js';
import { serveApiDocs } from './api-docs.js';
import { openApiDocument, OPENAPI_PATH } from './openapi.js';
import { FAIR_PARAMETER } from '../../domain/fair.js';
import type { PastFairRoutes } from './past-fair-routes.js';
import { ifNoneMatchHas, markPoll, type PollTags } from './poll-tags.js';
import type { Reply, Route } from './route.js';
import { type SharedAnswer, SharedAnswers } from './shared-answers.js';
import { staticUi } from './static-ui.js';
import { CHALLENGE_HEADER } from '../security/proof-of-work.js';
import { DEVICE_COOKIE, DEVICE_MEMORY_DAYS } from '../security/remembered-devices.js';

export const API_BASE = '/rest/api/v1';

export interface HttpAppOptions {
  readonly routes: readonly Route[];
  readonly tokens: TokenService;
  /** Whether a token's account still gives it power: deleted accounts and changed passwords end sessions. */
  readonly sessions: SessionCheck;
  readonly logger: Logger;
  /** Sign-in, PIN, mail and check-in limits: budgets, challenges and remembered devices. */
  readonly limits: CallLimits;
  /** The built UI; null serves the API alone. */
  readonly uiDir: string | null;
  readonly jsonLimit?: string;
  /** The live event stream, GET /live; without it the route does not exist. */
  readonly live?: LiveStreams;
  /** ETags and 304s for the routes that declare `etag`; without it, polls are answered in full. */
  readonly pollTags?: PollTags;
  /** The routes of past fairs, for requests naming one (`?fair=<id>`); without it, the parameter is refused. */
  readonly pastFairs?: PastFairRoutes;
  /** Take the client's address from the last X-Forwarded-For entry (behind our own proxy only). */
  readonly trustProxy?: boolean;
}

interface State {
  requestId: string;
  log: Logger;
}

type Context = ParameterizedContext<State>;

export const createHttpApp = (options: HttpAppOptions): Koa<State> => {
  const app = new Koa<State>({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  app.silent = true;

  // Outermost, so that every answer (error envelopes too) is compressed once it is complete.
  app.use(compression());

  app.use(async (ctx, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    ctx.state.requestId = requestId;
    ctx.state.log = options.logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } catch (error) {
      answerThrown(ctx, error);
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    ctx.state.log.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms) }, 'request');
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const router = new Router<State>({ prefix: API_BASE });
  let contract: string | undefined;
  router.get(OPENAPI_PATH, (ctx) => {
    ctx.type = 'application/json';
    ctx.body = contract ??= JSON.stringify(openApiDocument(options.routes, API_BASE));
  });
  serveApiDocs(router, API_BASE, 'Career fair portal API');
  const sharedAnswers = new SharedAnswers();
  for (const route of options.routes) {
    router[route.method](route.path, (ctx) => runRoute(ctx as unknown as Context, route, options, sharedAnswers));
  }
  const live = options.live;
  if (live) {
    router.get(LIVE_PATH, async (ctx) => {
      const opened = await live.open(ctx);
      if (E.isLeft(opened)) answer(ctx as unknown as Context, opened.left);
    });
  }

  const parseJson = bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit ?? '100kb', jsonStrict: true });
  const routes = router.routes();
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith(API_BASE)) return next();
    await parseJson(ctx, async () => {
      await routes(ctx as never, async () => undefined);
    });
    if (ctx.status === 404 && ctx.body === undefined) {
      answer(ctx, notFound(`No API route ${ctx.method} ${ctx.path}`));
    }
  });

  if (options.uiDir) app.use(staticUi(options.uiDir, API_BASE));
  return app;
};

const runRoute = async (
  ctx: Context,
  asked: Route,
  options: HttpAppOptions,
  sharedAnswers: SharedAnswers,
): Promise<void> => {
  const { [FAIR_PARAMETER]: fairId, ...query } = ctx.query;
  const base = {
    ctx,
    params: (ctx as unknown as { params: Record<string, string> }).params ?? {},
    query,
    body: (ctx.request as unknown as { body?: unknown }).body ?? {},
  };
  let route = asked;

  let actor = null;
  if (route.access !== 'public') {
    const who = await authenticate(
      ctx.get('Authorization') || undefined,
      options.tokens,
      options.sessions,
      route.access,
    );
    if (E.isLeft(who)) return answer(ctx, who.left);
    actor = who.right;
  }
  if (fairId !== undefined) {
    if (typeof fairId !== 'string' || options.pastFairs === undefined) {
      return answer(ctx, validation([{ field: FAIR_PARAMETER, message: 'Name one fair by its id' }]));
    }
    const past = await options.pastFairs.routeFor(fairId, route, actor);
    if (E.isLeft(past)) return answer(ctx, past.left);
    if (past.right !== null) route = past.right;
  }
  // A past fair's answers never change: they are neither tagged for polls nor shared.
  const polled = route === asked;

  // Made before the handler runs: a write landing meanwhile makes the answer newer than its tag, never older.
  const tag =
    polled && actor && route.access !== 'public' && route.etag && options.pollTags
      ? await options.pollTags.tagFor(route.etag, { actor, params: base.params, query: base.query }, ctx.originalUrl)
      : null;
  if (tag !== null && ifNoneMatchHas(ctx.get('If-None-Match'), tag)) {
    ctx.status = 304;
    return markPoll(ctx, tag);
  }
  if (tag !== null && actor && route.access !== 'public' && route.sameForEveryone && options.pollTags) {
    const request = { ...base, form: emptyForm, actor };
    const version = await options.pollTags.versionOf(route.etag!, request, ctx.originalUrl);
    const shared = await sharedAnswers.answer(version, async () =>
      E.map(serializedJson)(await route.handle(request)()),
    );
    if (E.isLeft(shared)) return answer(ctx, shared.left);
    ctx.status = shared.right.status;
    ctx.type = 'application/json';
    ctx.body = shared.right.body;
    return markPoll(ctx, tag);
  }

  let form = emptyForm;
  if (route.multipart) {
    if (!ctx.is('multipart/form-data')) {
      return answer(ctx, validation([{ field: 'body', message: 'Expected multipart/form-data' }]));
    }
    try {
      form = await readMultipart(ctx.req, route.multipart);
    } catch (error) {
      if (error instanceof MultipartRefused) return answer(ctx, error.appError);
      throw error;
    }
  }

  const body = route.multipart ? form.fields : base.body;
  const call = { address: ctx.ip, body, actor };
  const admission = await options.limits.admit(route, call, {
    deviceCookie: ctx.cookies.get(DEVICE_COOKIE),
    challengeAnswer: ctx.get(CHALLENGE_HEADER) || undefined,
  });
  if (admission.kind === 'too-many') {
    ctx.set('Retry-After', String(admission.retryAfterSeconds));
    return answer(ctx, tooManyRequests());
  }
  if (admission.kind === 'challenge') {
    ctx.status = CHALLENGE_STATUS;
    ctx.body = challengeEnvelope(admission);
    return;
  }

  const request = { ...base, body, form };
  const result = actor
    ? await route.handle({ ...request, actor })()
    : await (route.handle as (r: typeof request) => ReturnType<Route['handle']>)(request)();
  if (E.isLeft(result)) return answer(ctx, result.left);
  const deviceCookie = await options.limits.succeeded(route, call, admission);
  if (deviceCookie !== null) {
    ctx.cookies.set(DEVICE_COOKIE, deviceCookie, {
      httpOnly: true,
      sameSite: 'strict',
      secure: ctx.secure,
      path: API_BASE,
      maxAge: DEVICE_MEMORY_DAYS * 24 * 60 * 60 * 1000,
      overwrite: true,
    });
  }
  reply(ctx, result.right);
  if (tag !== null) markPoll(ctx, tag);
};

/** A JSON reply as sent; a list the same for everyone is never a download. */
const serializedJson = (result: Reply): SharedAnswer => {
  if (result.kind !== 'json') throw new Error('A list answered the same to everyone must be JSON');
  return { status: result.status, body: JSON.stringify(succeeded(result.data, result.message)) };
};

const reply = (ctx: Context, result: Reply): void => {
  if (result.kind === 'json') {
    // Serialized here, once: Koa stringifies an object body again each time its length is asked
    // (compression asks it, then sends it), so a list would be turned into JSON two or three times.
    const { status, body } = serializedJson(result);
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = body;
    return;
  }
  if (result.kind === 'json-list') {
    const out = new PassThrough();
    ctx.status = 200;
    ctx.type = 'application/json';
    ctx.body = out;
    writeJsonList(out, result).catch((error: unknown) => {
      ctx.state.log.error({ err: error }, 'list failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return;
  }
  ctx.status = 200;
  ctx.type = result.contentType;
  ctx.attachment(result.fileName, { type: result.inline ? 'inline' : 'attachment' });
  ctx.set(
    'Cache-Control',
    result.cacheSeconds ? `public, max-age=${result.cacheSeconds}, immutable` : 'private, no-store',
  );
  if (result.size !== undefined) ctx.length = result.size;
  if (typeof result.body === 'function') {
    const out = new PassThrough();
    ctx.body = out;
    result.body(out).catch((error: unknown) => {
      ctx.state.log.error({ err: error }, 'download failed while streaming');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  } else {
    ctx.body = result.body;
  }
};

const answer = (ctx: Context, error: AppError): void => {
  if (error.kind === 'Unexpected') {
    ctx.state.log.error({ err: error.cause }, 'unexpected failure');
    ctx.status = 500;
    ctx.body = { ...failed(error), message: `Something went wrong on our side (reference ${ctx.state.requestId})` };
    return;
  }
  ctx.status = statusOf(error);
  ctx.body = failed(error);
};

/** Errors thrown below the routes: body parsing (malformed or oversize JSON) and bugs. */
const answerThrown = (ctx: Context, error: unknown): void => {
  const status = (error as { status?: number }).status;
  if (status === 413) return answer(ctx, payloadTooLarge('The request body is too large'));
  if (status === 400 || status === 415) {
    return answer(ctx, validation([{ field: 'body', message: 'The request body is not valid JSON' }]));
  }
  answer(ctx, unexpected(error));
};
