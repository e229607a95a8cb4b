import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { type EventOf, kindsAbout, LIVE_EVENT_KINDS, type LiveEventKind } from '../../../domain/event-rules.js';
import { API_BASE, reportRejectedToken } from './client.js';

export type { LiveEventKind };
/** The changes a browser hears of on the live stream (the servers' own account and profile events never reach it). */
export type LiveEvent = EventOf<LiveEventKind>;

/* What each screen listens for, as the table of event kinds names its topic (domain/event-rules.ts). */
export const INTERVIEW_KINDS = kindsAbout('interviews');
export const PANEL_KINDS = kindsAbout('panels');
/** A panel paused or resumed, or the queue a student waits in moved (their place and wait changed). */
export const QUEUE_KINDS = kindsAbout('queues');
/** What a queue's screens follow: its interviews, and its panels paused, resumed or moved. */
export const QUEUE_SCREEN_KINDS = [...INTERVIEW_KINDS, ...QUEUE_KINDS];
export const WALK_IN_KINDS = kindsAbout('walk-ins');
/** A student's turn at a panel has come ("you're next"). */
export const NEXT_TURN_KINDS = kindsAbout('next-turn');
/** A student got a place from a company's reserve list. */
export const PROMOTION_KINDS = kindsAbout('promotion');
/** A freed place is offered to the student, until a deadline. */
export const OFFER_KINDS = kindsAbout('offers');
/** A message reached the student (docs/messages.md). */
export const MESSAGE_KINDS = kindsAbout('messages');
/** A company's recruiters changed: one signed up, or one was removed. */
export const RECRUITER_KINDS = kindsAbout('recruiters');
const LIVE_KINDS: ReadonlySet<string> = new Set(LIVE_EVENT_KINDS);

export const LIVE_PATH = `${API_BASE}/live`;

/** The least wait before connecting again. */
const FIRST_RETRY_MS = 1000;
/** The span the first wait is drawn from, doubling with each failure in a row… */
const FIRST_SPREAD_MS = 4000;
/** …up to this. */
const LONGEST_SPREAD_MS = 30_000;

/**
 * How long to wait before the next attempt after `failures` failed ones in a row: at least 1 s, plus
 * a share drawn at random of a span that starts at 4 s and doubles with each failure up to 30 s.
 * The browsers a restarted server or a returning venue network dropped all at once thus come back
 * spread over seconds (3,000 phones, at most about 750 in any one second), never at the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const spread = Math.min(LONGEST_SPREAD_MS, FIRST_SPREAD_MS * 2 ** Math.min(failures, 16));
  return Math.round(FIRST_RETRY_MS + spread * random());
}

/** Heard when an event of one of `kinds` arrives, and when everything must be read again (null): the stream opened afresh, or the server said `resync`. */
export type LiveListener = (event: LiveEvent | null) => void;

/** The state of the connection, as a status line shows it. */
export interface LiveConnection {
  /** Whether events are arriving now. */
  readonly up: boolean;
  /** Since when the stream has been failing to connect, or null while it is up, still opening for the first time, or stood down. */
  readonly offlineSince: Date | null;
  /** The server ended this stream for a newer one of the same account (more tabs or devices than it keeps live). */
  readonly superseded: boolean;
}

const CONNECTING: LiveConnection = { up: false, offlineSince: null, superseded: false };

export interface LiveFeedOptions {
  readonly now?: () => Date;
  /** How long to wait after so many failures in a row (reconnectDelay unless given). */
  readonly reconnectDelay?: (failures: number) => number;
}

/** The server refused the token: the session ends, and the feed stops trying. */
class TokenRefused extends Error {}
/** The server ended this stream for a newer one of the same account: the feed stops trying and screens poll. */
class Superseded extends Error {}

/**
 * The signed-in user's one connection to `GET /live`, with the session's bearer token in the
 * header. It reconnects by itself with backoff and jitter until closed, naming the last event it
 * heard (`Last-Event-ID`) so that the server tells it what it missed; it stops for good on a 401
 * (which ends the session through the client, like any call refused for its token) and when the
 * server ends it for a newer stream of the same account (`superseded`). The browser going offline
 * counts as the stream going down at once; coming back online, it tries again soon.
 */
export class LiveFeed {
  private readonly stop = new AbortController();
  private readonly listeners = new Set<{ kinds: ReadonlySet<string>; listener: LiveListener }>();
  private readonly watchers = new Set<(connection: LiveConnection) => void>();
  private state: LiveConnection = CONNECTING;
  private failures = 0;
  private lastEventId: string | null = null;
  private attempt: AbortController | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;

  private readonly now: () => Date;
  private readonly delay: (failures: number) => number;

  constructor(
    private readonly token: string,
    options: LiveFeedOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.delay = options.reconnectDelay ?? reconnectDelay;
    const goneOffline = () => this.cut();
    const backOnline = () => this.soon();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    this.stop.signal.addEventListener('abort', () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    });
    this.connect();
  }

  /** Whether events are arriving now. */
  get up(): boolean {
    return this.state.up;
  }

  /** Whether events are arriving now, and since when they have not been. */
  get connection(): LiveConnection {
    return this.state;
  }

  /** Calls `listener` for each event of `kinds` and whenever everything must be read again; answers how to stop. */
  subscribe(kinds: readonly LiveEventKind[], listener: LiveListener): () => void {
    const entry = { kinds: new Set<string>(kinds), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Calls `watcher` whenever the connection's state changes; answers how to stop. */
  watch(watcher: (connection: LiveConnection) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Sign-out: the connection ends and is not tried again. */
  close(): void {
    this.standDown();
    this.listeners.clear();
    this.watchers.clear();
  }

  private connect(): void {
    if (this.stop.signal.aborted) return;
    const attempt = new AbortController();
    this.attempt = attempt;
    const headers: Record<string, string> = { Authorization: `Bearer ${this.token}` };
    if (this.lastEventId !== null) headers['Last-Event-ID'] = this.lastEventId;
    fetchEventSource(LIVE_PATH, {
      headers,
      signal: attempt.signal,
      // A screen in a background tab must still be current when the user comes back to it.
      openWhenHidden: true,
      onopen: (response) => this.opened(response),
      onmessage: (message) => this.heard(message),
      onclose: () => {
        throw new Error('the live stream ended');
      },
      // This feed does its own retrying (below): the library's would not know the browser went offline.
      onerror: (error: unknown) => {
        throw error;
      },
    }).then(
      () => undefined,
      (error: unknown) => {
        if (this.attempt === attempt) this.failed(error);
      },
    );
  }

  private failed(error: unknown): void {
    this.attempt = null;
    if (error instanceof TokenRefused || error instanceof Superseded)
      return this.standDown(error instanceof Superseded);
    this.setState({ up: false, offlineSince: this.state.offlineSince ?? this.now(), superseded: false });
    this.retryIn(this.delay(this.failures++));
  }

  /** The browser went offline: the stream is down now, whatever the connection still pretends. */
  private cut(): void {
    if (this.stop.signal.aborted || this.attempt === null) return;
    this.attempt.abort();
    this.failed(new Error('the browser went offline'));
  }

  /** The browser came back online: try again after a short wait drawn at random, not after the backoff reached meanwhile. */
  private soon(): void {
    if (this.stop.signal.aborted || this.retry === undefined) return;
    this.failures = 0;
    this.retryIn(this.delay(0));
  }

  private retryIn(delay: number): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect();
    }, delay);
  }

  private standDown(superseded = false): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.attempt?.abort();
    this.attempt = null;
    this.stop.abort();
    this.setState({ ...CONNECTING, superseded });
  }

  private async opened(response: Response): Promise<void> {
    if (response.status === 401) {
      reportRejectedToken(this.token);
      throw new TokenRefused();
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || !type.startsWith('text/event-stream')) {
      throw new Error(`the live stream answered ${response.status} ${type}`);
    }
    this.failures = 0;
    this.setState({ up: true, offlineSince: null, superseded: false });
    // Coming back with an id, the server tells what was missed (or says resync); otherwise read everything.
    if (this.lastEventId === null) this.readEverything();
  }

  private heard(message: EventSourceMessage): void {
    if (message.id !== '') this.lastEventId = message.id;
    if (message.event === 'resync') return this.readEverything();
    if (message.event === 'superseded') throw new Superseded();
    if (!LIVE_KINDS.has(message.event)) return;
    let event: LiveEvent;
    try {
      event = { ...(JSON.parse(message.data) as LiveEvent), kind: message.event as LiveEventKind } as LiveEvent;
    } catch {
      return;
    }
    for (const { kinds, listener } of [...this.listeners]) if (kinds.has(event.kind)) listener(event);
  }

  private readEverything(): void {
    for (const { listener } of [...this.listeners]) listener(null);
  }

  private setState(next: LiveConnection): void {
    const { up, offlineSince, superseded } = this.state;
    if (up === next.up && offlineSince === next.offlineSince && superseded === next.superseded) return;
    this.state = next;
    for (const watcher of [...this.watchers]) watcher(next);
  }
}
