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
import {
  type EventFeed,
  type EventId,
  HISTORY_GONE,
  type HistoryGone,
  type NumberedEvent,
} from '../../application/ports/events.js';
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

/** How many streams one account may hold open at once (a few tabs on a few devices); the oldest ends when one more opens. */
export const STREAMS_PER_ACCOUNT = 5;
/** How many streams one app server holds open at most, unless configured (LIVE_STREAMS_MAX). */
export const DEFAULT_MOST_STREAMS = 20_000;
/** What a refused client is told to wait before trying again, in seconds. */
export const FULL_RETRY_AFTER_SECONDS = 30;
/** A stream catching up on more live events than this is cut off; it reconnects and reads the lists again. */
const MOST_PENDING = 10_000;

const READY = 'event: ready\ndata: {}\n\n';
const RESYNC = 'event: resync\ndata: {}\n\n';
const SUPERSEDED = 'event: superseded\ndata: {}\n\n';
const HEARTBEAT = ': heartbeat\n\n';

/** One event as the stream writes it: its id, its kind as the SSE event name, the event itself as the data. */
/** Who waits in a queue is for the servers to tell each student, never for the students to read. */
const withoutAudience = (key: string, value: unknown): unknown => (key === 'studentIds' ? undefined : value);

export const eventFrame = (event: FairEvent, id: EventId): string =>
  `id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event, withoutAudience)}\n\n`;

/** The id a reconnecting client names, if it names one; the feed judges whether it is an id it gave. */
const lastEventIdOf = (header: string): EventId | null => {
  const id = header.trim();
  return id === '' ? null : id;
};

export interface LiveStreamsOptions {
  readonly tokens: TokenService;
  /** The same check every request passes (authentication.ts). */
  readonly sessions: SessionCheck;
  readonly events: EventFeed;
  readonly listenerOf: ListenerOfActor;
  readonly heartbeatMs?: number;
  /** How many streams this server holds open at most (DEFAULT_MOST_STREAMS unless given). */
  readonly mostStreams?: number;
  /** How many streams one account holds open at most (STREAMS_PER_ACCOUNT unless given). */
  readonly streamsPerAccount?: number;
  readonly now?: () => number;
}

interface LiveStream {
  readonly listener: Listener;
  /** The account's key in `byAccount`. */
  readonly account: string;
  /** The id of the account whose session the stream holds: a recruiter's own, else the listener's. */
  readonly sessionAccountId: string;
  /** The session version of the token the stream was opened with. */
  readonly sessionVersion: number;
  readonly response: ServerResponse;
  readonly expiry: NodeJS.Timeout;
  /** The id of the last event passed to the stream (written, or skipped as not for its reader); null before any. */
  lastPassed: EventId | null;
  /** Live events heard while the stream catches up on the ones it missed; null once caught up. */
  pending: NumberedEvent[] | null;
}

/** A recruiter's streams are theirs, apart from their company's own. */
const accountKey = (listener: Listener, sessionAccountId: string): string => `${listener.role}:${sessionAccountId}`;

/** The open live streams of one app server. */
export class LiveStreams {
  private readonly streams = new Set<LiveStream>();
  /** Each account's open streams, oldest first. */
  private readonly byAccount = new Map<string, LiveStream[]>();
  private readonly mostStreams: number;
  private readonly streamsPerAccount: number;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGap: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly now: () => number;
  private stopped = false;

  constructor(private readonly options: LiveStreamsOptions) {
    this.now = options.now ?? Date.now;
    this.mostStreams = options.mostStreams ?? DEFAULT_MOST_STREAMS;
    this.streamsPerAccount = Math.max(1, options.streamsPerAccount ?? STREAMS_PER_ACCOUNT);
    this.unsubscribe = options.events.subscribe((event, id) => this.pass(event, id));
    // Events this server may have missed may have changed anything a reader shows: every reader reloads.
    this.unsubscribeGap = options.events.onGap(() => this.writeToAll(RESYNC));
    this.heartbeat = setInterval(() => this.writeToAll(HEARTBEAT), options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** How many streams are open now. */
  get size(): number {
    return this.streams.size;
  }

  /**
   * Opens a stream for the bearer of a valid token of any role, or answers why not; the stream
   * starts with a `ready` event once every later event will reach it, then tells what was missed
   * after the request's `Last-Event-ID` (or `resync`). One stream more than the account may hold
   * ends its oldest; a server holding all the streams it may refuses with 503 and Retry-After.
   */
  async open(ctx: ParameterizedContext): Promise<E.Either<AppError, void>> {
    if (this.stopped) return E.left(unavailable('The portal is stopping; connect again in a moment'));
    const authorization = ctx.get('Authorization') || undefined;
    const session = await authenticateSession(authorization, this.options.tokens, this.options.sessions, ROLES);
    if (E.isLeft(session)) return session;
    const { sub, role, ver, rec, expiresAt } = session.right;
    const listener = await this.options.listenerOf.find({ id: sub, role })();
    if (E.isLeft(listener)) return listener;
    if (this.stopped) return E.left(unavailable('The portal is stopping; connect again in a moment'));
    const sessionAccountId = rec ?? listener.right.accountId;
    const own = this.byAccount.get(accountKey(listener.right, sessionAccountId)) ?? [];
    if (this.streams.size >= this.mostStreams && own.length < this.streamsPerAccount) {
      ctx.set('Retry-After', String(FULL_RETRY_AFTER_SECONDS));
      return E.left(
        unavailable(
          `This server has as many live streams open as it may (${this.mostStreams}); connect again in ${FULL_RETRY_AFTER_SECONDS} seconds`,
        ),
      );
    }
    const beyond = own.length + 1 - this.streamsPerAccount;
    if (beyond > 0) for (const oldest of own.slice(0, beyond)) this.supersede(oldest);
    const lastEventId = lastEventIdOf(ctx.get('Last-Event-ID'));
    const stream = this.start(ctx, listener.right, sessionAccountId, ver, expiresAt.getTime(), lastEventId !== null);
    if (lastEventId !== null) await this.catchUp(stream, lastEventId);
    return E.right(undefined);
  }

  /** Ends every stream and opens no more: the portal is stopping. */
  closeAll(): void {
    this.stopped = true;
    this.unsubscribe();
    this.unsubscribeGap();
    clearInterval(this.heartbeat);
    for (const stream of [...this.streams]) this.end(stream);
  }

  private start(
    ctx: ParameterizedContext,
    listener: Listener,
    sessionAccountId: string,
    sessionVersion: number,
    expiresAt: number,
    resuming: boolean,
  ): LiveStream {
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
      account: accountKey(listener, sessionAccountId),
      sessionAccountId,
      sessionVersion,
      response,
      expiry: this.expiryTimer(() => stream, expiresAt),
      lastPassed: null,
      pending: resuming ? [] : null,
    };
    this.streams.add(stream);
    this.byAccount.set(stream.account, [...(this.byAccount.get(stream.account) ?? []), stream]);
    response.on('close', () => this.forget(stream));
    response.write(READY);
    return stream;
  }

  /**
   * Writes what the stream's reader missed after `lastEventId` and may hear, then the live events
   * held meanwhile; or `resync` when the feed cannot tell (a malformed, unknown or too old id, or a
   * store that fails to answer), then the live events held.
   */
  private async catchUp(stream: LiveStream, lastEventId: EventId): Promise<void> {
    const missed = await this.options.events.since(lastEventId).catch((): HistoryGone => HISTORY_GONE);
    const held = stream.pending ?? [];
    stream.pending = null;
    if (!this.streams.has(stream)) return;
    if (missed === HISTORY_GONE) this.write(stream, RESYNC);
    else {
      stream.lastPassed = lastEventId;
      for (const { id, event } of missed) this.passTo(stream, event, id);
    }
    for (const { id, event } of held) this.passTo(stream, event, id);
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

  private pass(event: FairEvent, id: EventId): void {
    if (event.kind === 'account.changed') {
      for (const stream of [...this.streams]) if (endsSessionOf(stream, event)) this.end(stream);
      return;
    }
    let frame: string | null = null;
    for (const stream of [...this.streams]) {
      if (stream.pending !== null) {
        if (stream.pending.length >= MOST_PENDING) this.end(stream);
        else stream.pending.push({ id, event });
        continue;
      }
      if (!mayHear(stream.listener, event)) continue;
      frame ??= eventFrame(event, id);
      this.passTo(stream, event, id, frame);
    }
  }

  /** Writes the event to the stream if its reader may hear it and has not passed it yet. */
  private passTo(stream: LiveStream, event: FairEvent, id: EventId, frame?: string): void {
    if (stream.lastPassed !== null && id <= stream.lastPassed) return;
    stream.lastPassed = id;
    if (mayHear(stream.listener, event)) this.write(stream, frame ?? eventFrame(event, id));
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

  /** Ends a stream its account has replaced with a newer one, telling its client not to come back. */
  private supersede(stream: LiveStream): void {
    this.write(stream, SUPERSEDED);
    this.end(stream);
  }

  private forget(stream: LiveStream): void {
    clearTimeout(stream.expiry);
    if (!this.streams.delete(stream)) return;
    const others = (this.byAccount.get(stream.account) ?? []).filter((other) => other !== stream);
    if (others.length > 0) this.byAccount.set(stream.account, others);
    else this.byAccount.delete(stream.account);
  }
}

/** Whether this change of an account ends the stream's session: the account was deleted, or its password changed since. */
const endsSessionOf = ({ listener, sessionAccountId, sessionVersion }: LiveStream, event: AccountEvent): boolean =>
  event.role === listener.role && event.accountId === sessionAccountId && !sessionHolds(sessionVersion, event.version);
