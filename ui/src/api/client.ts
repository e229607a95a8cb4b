import { isLeft } from 'fp-ts/lib/Either.js';
import { failureMessage } from '../alerts/alert.js';
import { browserOffline, NETWORK_WRITE_MESSAGE, OFFLINE_WRITE_MESSAGE } from '../offline/offline-state.js';
import { answerChallenge, CHALLENGE_HEADER, CHALLENGE_STATUS, challengeIn } from './challenge.js';
import { checkEnvelope, INVALID_FORMAT } from './response-check.js';
import { viewedFair, withViewedFair } from './viewed-fair.js';

/** Every call goes under this base (docs/api.md). */
export const API_BASE = '/rest/api/v1';

/** The browser gives up on a call after this long (design.md §5.7). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** A read that got no answer: the network failed under it (fetch's bare "Failed to fetch"). */
export const NETWORK_READ_MESSAGE = "Can't reach the portal. Check your connection, then retry.";
/** A read that got no answer in REQUEST_TIMEOUT_MS. */
export const TIMEOUT_READ_MESSAGE = 'The portal took too long to answer. Check your connection, then retry.';
/** A change that got no answer in REQUEST_TIMEOUT_MS: it may have been saved or not. */
export const TIMEOUT_WRITE_MESSAGE = 'The portal took too long to answer: this change may not have been saved.';

/** A failed call: what the server said, what the client saw, and the status. */
export class ApiError extends Error {
  readonly status: number;
  /** The envelope's stable code (VALIDATION, NOT_FOUND, ...), or TIMEOUT / NETWORK / OFFLINE / INVALID_FORMAT. */
  readonly code: string;
  /** The server's message, when the server answered with one. */
  readonly serverMessage: string | undefined;
  /** The client's own error text (the library message), when there was one. */
  readonly clientText: string | undefined;
  /** Per-field messages of a validation failure. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: {
    status: number;
    code: string;
    serverMessage?: string | undefined;
    clientText?: string | undefined;
    fields?: Readonly<Record<string, string>>;
  }) {
    super(failureMessage(init.serverMessage, init.clientText));
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage || undefined;
    this.clientText = init.clientText || undefined;
    this.fields = init.fields ?? {};
  }
}

/**
 * The text a screen shows for a failure (spec §8): the server's message, else the client's error
 * text, else the screen's own fallback, else "Unknown Error".
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return failureMessage(error.serverMessage, error.clientText || fallback);
  return failureMessage(null, error instanceof Error && error.message ? error.message : fallback);
}

/** Whether the call got no answer at all (network down, offline, timed out): trying again may work. */
export function unanswered(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'NETWORK' || error.code === 'TIMEOUT' || error.code === 'OFFLINE')
  );
}

let bearer: string | null = null;
let onRejectedToken: () => void = () => undefined;

/** The session tells the client which token to send. */
export function setBearerToken(token: string | null): void {
  bearer = token;
}

/** The token calls are sent with now, or null when signed out. */
export function bearerToken(): string | null {
  return bearer;
}

/** What to do when the server stops accepting the token (expired, or the account is gone). */
export function onTokenRejected(handler: () => void): void {
  onRejectedToken = handler;
}

/** The server answered 401 to a call sent with `sentWith`: the session ends if that is still its token. */
export function reportRejectedToken(sentWith: string | null): void {
  if (sentWith !== null && sentWith === bearer) onRejectedToken();
}

type FieldValue = string | number | boolean | Blob | null | undefined | readonly string[];

/** Multipart form data; array fields are sent as `name[]`, empty values are left out. */
export function toFormData(fields: Readonly<Record<string, FieldValue>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly string[]) form.append(`${name}[]`, item);
    } else if (value instanceof Blob) {
      form.append(name, value);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

export type Query = Readonly<Record<string, string | number | undefined>>;

function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return `${API_BASE}${path}`;
  return `${API_BASE}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

interface CallOptions {
  readonly query?: Query;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly accept?: string;
  /** A public call (sign-in, sign-up, password reset): sent without the token. */
  readonly anonymous?: boolean;
}

/** fetch with the bearer token and the timeout; network failures and expiry become ApiErrors. */
async function send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  // Offline, a change is refused at once rather than lost (docs/offline.md); reads fail as they would.
  const write = method !== 'GET';
  if (write && browserOffline()) throw new ApiError({ status: 0, code: 'OFFLINE', clientText: OFFLINE_WRITE_MESSAGE });
  const headers = new Headers({ Accept: options.accept ?? 'application/json' });
  const sentWith = options.anonymous ? null : bearer;
  if (sentWith) headers.set('Authorization', `Bearer ${sentWith}`);
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const controller = new AbortController();
  const started = Date.now();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    // An administrator's open past fair is named on every call but the public ones (docs/fairs.md).
    const target = url(path, options.anonymous ? options.query : withViewedFair(options.query, viewedFair()));
    let response = await fetch(target, { method, headers, body, signal: controller.signal });
    // Past the free attempts of a crowded address the server asks for a proof of work: the browser
    // solves it by itself and sends the call once more with the answer (docs/security.md#rate-limits).
    if (response.status === CHALLENGE_STATUS) {
      const challenge = challengeIn(await bodyOf(response.clone()));
      const answer = challenge && (await answerChallenge(challenge, REQUEST_TIMEOUT_MS - (Date.now() - started)));
      if (answer) {
        headers.set(CHALLENGE_HEADER, answer);
        response = await fetch(target, { method, headers, body, signal: controller.signal });
      }
    }
    if (response.status === 401) reportRejectedToken(sentWith);
    return response;
  } catch {
    if (controller.signal.aborted) {
      throw new ApiError({
        status: 0,
        code: 'TIMEOUT',
        clientText: write ? TIMEOUT_WRITE_MESSAGE : TIMEOUT_READ_MESSAGE,
      });
    }
    throw new ApiError({
      status: 0,
      code: 'NETWORK',
      clientText: write ? NETWORK_WRITE_MESSAGE : NETWORK_READ_MESSAGE,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** A failure envelope: `success` false with the server's message. */
function failureEnvelope(body: unknown): { message: string; error: string | null; data: unknown } | null {
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== false) return null;
  const { message, error, data } = body as { message?: unknown; error?: unknown; data?: unknown };
  return { message: typeof message === 'string' ? message : '', error: typeof error === 'string' ? error : null, data };
}

function failureFrom(status: number, body: unknown): ApiError {
  const failure = failureEnvelope(body);
  if (!failure) return invalidFormat();
  const fields = (failure.data as { fields?: unknown } | null)?.fields;
  return new ApiError({
    status,
    code: failure.error ?? 'UNKNOWN',
    serverMessage: failure.message,
    fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : {},
  });
}

const invalidFormat = () =>
  new ApiError({ status: INVALID_FORMAT.status, code: 'INVALID_FORMAT', clientText: INVALID_FORMAT.message });

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The response check (spec §5): valid only when the status is 200 or 201 and the envelope says
 * success; a failure envelope carries the server's message; anything else is "Invalid Format!".
 */
async function check<T>(response: Response): Promise<Answer<T>> {
  const body = await bodyOf(response);
  const checked = checkEnvelope(response.status, body);
  if (isLeft(checked)) throw failureFrom(response.status, body);
  return { data: checked.right.data as T, message: checked.right.message };
}

export interface Answer<T> {
  readonly data: T;
  readonly message: string;
}

/** Answers a call's data alone, for reads that need no message. */
export const dataOf = <T>(answer: Answer<T>): T => answer.data;

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

function save(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A GET answered with raw bytes; a failure answers with an envelope, which becomes an ApiError. */
async function fetchBytes(path: string, query?: Query): Promise<Response> {
  const response = await send('GET', path, { query, accept: '*/*' });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('application/json')) throw failureFrom(response.status, await bodyOf(response));
  return response;
}

/** Raw bytes at an address the server gave (under API_BASE), e.g. a picture an <img> could not load by its URL. */
export async function getBlob(path: string): Promise<Blob> {
  return (await fetchBytes(path)).blob();
}

/** A call as the typed client (api.ts) hands it over: the path filled in, the query, and what to send. */
export interface Call {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly query?: Query;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly anonymous?: boolean;
}

/** Sends the call and checks its envelope (spec §5). */
export async function call<T>({ method, path, ...options }: Call): Promise<Answer<T>> {
  return check<T>(await send(method, path, options));
}

/** Downloads raw bytes and saves them under the name the server gives (Content-Disposition), else `fallbackName`. */
export async function saveDownload(path: string, fallbackName: string, query?: Query): Promise<string> {
  const response = await fetchBytes(path, query);
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  save(await response.blob(), fileName);
  return fileName;
}
