import type { ParameterizedContext } from 'koa';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Actor } from '../../application/actor.js';
import type { AppError } from '../../application/errors.js';
import type { StoredFile } from '../../application/ports/file-storage.js';
import type { Role } from '../../domain/role.js';
import type { MultipartForm, MultipartLimits } from './multipart.js';
import type { Presented } from './presenters/presented.js';
import type { ChallengeRule, RateLimitRule } from './rate-limit.js';

export type HttpMethod = 'get' | 'post' | 'delete';

export type JsonStatus = 200 | 201;

export interface JsonReply<T = unknown, S extends JsonStatus = JsonStatus> {
  readonly kind: 'json';
  readonly status: S;
  readonly data: T;
  readonly message: string;
}

/** Raw bytes: a stored file, or a document written straight into the response. */
export interface DownloadReply {
  readonly kind: 'download';
  readonly contentType: string;
  /** Shown to the user as the saved file's name; made by the server, never from client text. */
  readonly fileName: string;
  readonly inline?: boolean;
  readonly size?: number;
  /** Public files whose URL changes with their content may be cached this long; others never are. */
  readonly cacheSeconds?: number;
  readonly body: Readable | ((out: NodeJS.WritableStream) => Promise<void>);
}

/**
 * A JSON list written item by item as its items are read: the same envelope and bytes as `json` of
 * the whole list, without the list ever being held whole (the whole-fair lists).
 */
export interface JsonListReply<T = unknown> {
  readonly kind: 'json-list';
  readonly items: AsyncIterable<T>;
  readonly message: string;
}

export type Reply = JsonReply | DownloadReply | JsonListReply;

export const streamedList = <T>(items: AsyncIterable<T>, message = ''): JsonListReply<T> => ({
  kind: 'json-list',
  items,
  message,
});

/** Each item of a list as `present` makes it, as they are read. */
export async function* presentEach<A, T>(items: AsyncIterable<A>, present: (item: A) => T): AsyncIterable<T> {
  for await (const item of items) yield present(item);
}

export const json = <const T>(data: T, message = ''): JsonReply<T, 200> => ({
  kind: 'json',
  status: 200,
  data,
  message,
});
export const created = <const T>(data: T, message = ''): JsonReply<T, 201> => ({
  kind: 'json',
  status: 201,
  data,
  message,
});

/** A use case's outcome as a JSON reply: what `present` makes of its value, with the message to show. */
export const answer = <A, T>(
  task: TaskEither<AppError, A>,
  present: (value: A) => T,
  message = '',
): TaskEither<AppError, JsonReply<T, 200>> => TE.map((value: A) => json(present(value), message))(task);

/** A use case whose outcome shows nothing but its message: a JSON reply of null. */
export const done = <A>(task: TaskEither<AppError, A>, message: string): TaskEither<AppError, JsonReply<null, 200>> =>
  answer(task, () => null, message);

/** A stored file as a download, under a name the server made; shown in the browser when `inline`. */
export const fileDownload = (
  file: StoredFile,
  fileName: string,
  options: Pick<DownloadReply, 'inline' | 'cacheSeconds'> = {},
): DownloadReply => ({
  kind: 'download',
  contentType: file.contentType,
  fileName,
  size: file.size,
  ...options,
  body: Readable.from(file.content, { objectMode: false }),
});

export interface PublicRequest {
  readonly ctx: ParameterizedContext;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
  /** Present on routes that declare `multipart`. */
  readonly form: MultipartForm;
}

export interface AuthenticatedRequest extends PublicRequest {
  readonly actor: Actor;
}

/**
 * What a route reads, as the zod schemas its handler parses with (one source for the check and the
 * OpenAPI document). `form` is a multipart form's text fields; its file fields are `multipart.files`.
 */
export interface RouteRequest {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly form?: z.ZodType;
}

/** A JSON answer's `data` as a zod schema, or the media types of a download. */
export type RouteResponse = z.ZodType | { readonly download: readonly string[] };

/**
 * The reply a route's handler must give: for a JSON route, `json` (or `created` when the route declares
 * `created: true`) of what its response schema describes, or, for a list, `streamedList` of its items;
 * for a download route, a download. A presenter
 * drifting from the declared schema is a compile error at the route.
 */
export type ReplyTo<R extends RouteResponse, C extends boolean> = R extends z.ZodType
  ? | JsonReply<Presented<R>, C extends true ? 201 : 200>
    | (R extends z.ZodArray<infer E extends z.ZodType> ? (C extends true ? never : JsonListReply<Presented<E>>) : never)
  : DownloadReply;

/**
 * Failure statuses a route can answer besides those the contract derives (401/403 when protected,
 * 400 with input, 404 with a path id, 413 for bodies and uploads, 429 when rate limited, 428 when a
 * challenge may be asked for).
 */
export type DeclaredErrorStatus = 401 | 404 | 409 | 413 | 415 | 428 | 429 | 503;

/** R, the declared response, and C, whether it answers 201, type the handler's reply (ReplyTo). */
interface RouteBase<R extends RouteResponse, C extends boolean> {
  readonly method: HttpMethod;
  /** Path under the API base, in @koa/router syntax (`/admin/delete/:id`). */
  readonly path: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** Unique, camelCase: the name clients generated from the contract call this operation by. */
  readonly operationId: string;
  /** The API area the documentation groups it under. */
  readonly tags: readonly string[];
  readonly request?: RouteRequest;
  readonly response: R;
  /** Answers 201 (the handler replies with `created`) rather than 200. */
  readonly created?: C;
  readonly errors?: readonly DeclaredErrorStatus[];
  readonly multipart?: MultipartLimits;
  /** A budget per subject (account, e-mail address) whatever the address: 429 past it. */
  readonly rateLimit?: RateLimitRule;
  /** Free calls per client address (or caller); past them each call must carry a solved challenge (428 without one). */
  readonly challengeAfter?: ChallengeRule;
  /** A sign-in of this role: a success sets the device cookie, and a remembered device skips `challengeAfter`. */
  readonly remembersDevice?: Role;
}

/** A route anyone may call; without type arguments, any such route (as the route table holds them). */
export interface PublicRoute<R extends RouteResponse = RouteResponse, C extends boolean = boolean> extends RouteBase<
  R,
  C
> {
  readonly access: 'public';
  handle(request: PublicRequest): TaskEither<AppError, NoInfer<ReplyTo<R, C>>>;
}

/** What a polled list's ETag is made from, besides the caller and the URL with its query. */
export interface PollRequest {
  readonly actor: Actor;
  readonly params: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | string[] | undefined>>;
  /** The company the caller acts for: a company itself, a coordinator its company; null for other roles. */
  readonly companyId: string | null;
}

/** The scopes (adapters/http/scope-versions.ts) whose changes a polled list shows. */
export type PollScopes = (request: PollRequest) => readonly string[];

/** A route for signed-in callers; without type arguments, any such route (as the route table holds them). */
export interface ProtectedRoute<R extends RouteResponse = RouteResponse, C extends boolean = boolean> extends RouteBase<
  R,
  C
> {
  /** The roles that may call this route; every other caller gets 403. */
  readonly access: readonly Role[];
  /** A polled list: answered with an ETag, and 304 without running the handler while its scopes are unchanged. */
  readonly etag?: PollScopes;
  /**
   * With `etag`: the answer is the same whichever caller of these roles asks, so it is made once per
   * version of its scopes and handed to every caller (adapters/http/shared-answers.ts).
   */
  readonly sameForEveryone?: boolean;
  handle(request: AuthenticatedRequest): TaskEither<AppError, NoInfer<ReplyTo<R, C>>>;
}

export type Route = PublicRoute | ProtectedRoute;

/** Declares a route anyone may call; its handler's reply is checked against its declared response. */
export const publicRoute = <R extends RouteResponse, C extends boolean = false>(
  route: PublicRoute<R, C>,
): PublicRoute => route;
/** Declares a route for signed-in callers of the listed roles; its reply is checked as publicRoute's. */
export const protectedRoute = <R extends RouteResponse, C extends boolean = false>(
  route: ProtectedRoute<R, C>,
): ProtectedRoute => route;
