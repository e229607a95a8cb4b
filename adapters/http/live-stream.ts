/*
 * GET /live: the fair's events as Server-Sent Events (design.md §8, docs/api.md "The live stream").
 * Every open stream shares one subscription to the event feed; each event is written once as text
 * and passed to the streams whose reader may hear it (mayHear). A stream ends when its token
 * expires, when its account is deleted or its password changed, and when the portal stops.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { ParameterizedContext } from 'koa';
import type { ServerResponse } from 'node:http';
import type { ListenerOfActor } from '../../application/access/listener-of-actor.js';
import { type AppError, unavailable } from '../../application/errors.js';
import type { EventFeed } from '../../application/ports/events.js';
import type { TokenService } from '../../application/ports/security.js';
import { type AccountEvent, type FairEvent, type Listener, mayHear } from '../../domain/fair-event.js';
import { ROLES } from '../../domain/role.js';
import { sessionHolds } from '../../domain/account-session.js';
import { authenticateSession, type SessionCheck } from './authentication.js';

export const LIVE_PATH = '/live';
/** Comments keep proxies and browsers from taking a quiet stream for a dead one: at most 25 s apart. */
export const DEFAULT_HEARTBEAT_MS = 20_000;
/** A reader this far behind is cut off; it reconnects and reads the lists again. */
const MOST_UNSENT_BYTES = 1024 * 1024;
/** setTimeout's longest delay; a token living longer is looked at again when it fires. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

const READY = 'event: ready\ndata: {}\n\n';
const HEARTBEAT = ': heartbeat\n\n';

/** One event as the stream writes it: its kind as the SSE event name, the event itself as the data. */
export const eventFrame = (event: FairEvent): string => `event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`;

export interface LiveStreamsOptions {
  readonly tokens: TokenService;
  /** The same check every request passes (authentication.ts). */
  readonly sessions: SessionCheck;
  readonly events: EventFeed;
  readonly listenerOf: ListenerOfActor;
  readonly heartbeatMs?: number;
  readonly now?: () => number;
}

interface LiveStream {
  readonly listener: Listener;
  /** The session version of the token the stream was opened with. */
  readonly sessionVersion: number;
  readonly response: ServerResponse;
  readonly expiry: NodeJS.Timeout;
}

/** The open live streams of one app server. */
export class LiveStreams {
  private readonly streams = new Set<LiveStream>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly now: () => number;
  private stopped = false;

  constructor(private readonly options: LiveStreamsOptions) {
    this.now = options.now ?? Date.now;
    this.unsubscribe = options.events.subscribe((event) => this.pass(event));
    this.heartbeat = setInterval(() => this.writeToAll(HEARTBEAT), options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open now. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream for the bearer of a valid token of any role, or answers why not; the stream
   * starts with a `ready` event once every later event will reach it.
   */
  async open(ctx: ParameterizedContext): Promise<E.Either<AppError, void>> {
    if (this.stopped) return E.left(unavailable('The portal is stopping; connect again in a moment'));
    const authorization = ctx.get('Authorization') || undefined;
    const session = await authenticateSession(authorization, this.options.tokens, this.options.sessions, ROLES);
    if (E.isLeft(session)) return session;
    const { sub, role, ver, expiresAt } = session.right;
    const listener = await this.options.listenerOf.find({ id: sub, role })();
    if (E.isLeft(listener)) return listener;
    if (this.stopped) return E.left(unavailable('The portal is stopping; connect again in a moment'));
    this.start(ctx, listener.right, ver, expiresAt.getTime());
    return E.right(undefined);
  }

  /** Ends every stream and opens no more: the portal is stopping. */
  closeAll(): void {
    this.stopped = true;
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const stream of [...this.streams]) this.end(stream);
  }

  private start(ctx: ParameterizedContext, listener: Listener, sessionVersion: number, expiresAt: number): void {
    // Koa leaves this response alone: no body handling, no compression, nothing buffered.
    ctx.respond = false;
    const response = ctx.res;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    response.flushHeaders();
    const stream: LiveStream = {
      listener,
      sessionVersion,
      response,
      expiry: this.expiryTimer(() => stream, expiresAt),
    };
    this.streams.add(stream);
    response.on('close', () => this.forget(stream));
    response.write(READY);
  }

  private expiryTimer(stream: () => LiveStream, expiresAt: number): NodeJS.Timeout {
    const timer = setTimeout(
      () => {
        if (this.now() >= expiresAt) this.end(stream());
        else timer.refresh();
      },
      Math.min(Math.max(expiresAt - this.now(), 0), LONGEST_TIMER_MS),
    );
    timer.unref();
    return timer;
  }

  private pass(event: FairEvent): void {
    if (event.kind === 'account.changed') {
      for (const stream of [...this.streams]) if (endsSessionOf(stream, event)) this.end(stream);
      return;
    }
    let frame: string | null = null;
    for (const stream of this.streams) {
      if (!mayHear(stream.listener, event)) continue;
      frame ??= eventFrame(event);
      this.write(stream, frame);
    }
  }

  private writeToAll(text: string): void {
    for (const stream of [...this.streams]) this.write(stream, text);
  }

  private write(stream: LiveStream, text: string): void {
    if (stream.response.writableLength > MOST_UNSENT_BYTES) return this.end(stream);
    stream.response.write(text);
  }

  private end(stream: LiveStream): void {
    this.forget(stream);
    stream.response.end();
  }

  private forget(stream: LiveStream): void {
    clearTimeout(stream.expiry);
    this.streams.delete(stream);
  }
}

/** Whether this change of an account ends the stream's session: the account was deleted, or its password changed since. */
const endsSessionOf = ({ listener, sessionVersion }: LiveStream, event: AccountEvent): boolean =>
  event.role === listener.role &&
  event.accountId === listener.accountId &&
  !sessionHolds(sessionVersion, event.version);
