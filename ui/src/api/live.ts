import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import {
  INTERVIEW_CHANGES,
  type InterviewEvent,
  type NextTurnEvent,
  type PanelEvent,
  type PromotionEvent,
  type WalkInEvent,
} from '../../../domain/fair-event.js';
import { API_BASE, reportRejectedToken } from './client.js';

/** The changes a browser hears of on the live stream (the servers' own account and profile events never reach it). */
export type LiveEvent = InterviewEvent | NextTurnEvent | PromotionEvent | PanelEvent | WalkInEvent;
export type LiveEventKind = LiveEvent['kind'];

export const INTERVIEW_KINDS: readonly LiveEventKind[] = INTERVIEW_CHANGES;
export const PANEL_KINDS: readonly LiveEventKind[] = ['panel.added', 'panel.removed'];
export const WALK_IN_KINDS: readonly LiveEventKind[] = ['walk-in.opened', 'walk-in.closed'];
/** A student's turn at a panel has come ("you're next"). */
export const NEXT_TURN_KINDS: readonly LiveEventKind[] = ['interview.next'];
/** A student got a place from a company's reserve list. */
export const PROMOTION_KINDS: readonly LiveEventKind[] = ['interview.promoted'];
const LIVE_KINDS: ReadonlySet<string> = new Set([
  ...INTERVIEW_KINDS,
  ...PANEL_KINDS,
  ...WALK_IN_KINDS,
  ...NEXT_TURN_KINDS,
  ...PROMOTION_KINDS,
]);

export const LIVE_PATH = `${API_BASE}/live`;

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * How long to wait before the next attempt after `failures` failed ones in a row: doubling from 1 s
 * up to 30 s, each drawn between half and all of it, so that the browsers a restarted server dropped
 * do not all come back at the same instant.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures, 16));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Heard when an event of one of `kinds` arrives, and when the stream (re)opens: whatever was missed meanwhile. */
export type LiveListener = (event: LiveEvent | null) => void;

/** The server refused the token: the session ends, and the feed stops trying. */
class TokenRefused extends Error {}

/**
 * The signed-in user's one connection to `GET /live`, with the session's bearer token in the
 * header. It reconnects by itself with backoff until closed, and stops for good on a 401 (which
 * ends the session through the client, like any call refused for its token).
 */
export class LiveFeed {
  private readonly stop = new AbortController();
  private readonly listeners = new Set<{ kinds: ReadonlySet<string>; listener: LiveListener }>();
  private readonly watchers = new Set<(up: boolean) => void>();
  private isUp = false;
  private failures = 0;

  constructor(private readonly token: string) {
    void fetchEventSource(LIVE_PATH, {
      headers: { Authorization: `Bearer ${token}` },
      signal: this.stop.signal,
      // A screen in a background tab must still be current when the user comes back to it.
      openWhenHidden: true,
      onopen: (response) => this.opened(response),
      onmessage: (message) => this.heard(message),
      onclose: () => {
        throw new Error('the live stream ended');
      },
      onerror: (error: unknown) => {
        this.setUp(false);
        if (error instanceof TokenRefused) throw error;
        return reconnectDelay(this.failures++);
      },
    }).catch(() => this.setUp(false));
  }

  /** Whether events are arriving now. */
  get up(): boolean {
    return this.isUp;
  }

  /** Calls `listener` for each event of `kinds` and on every (re)connection; answers how to stop. */
  subscribe(kinds: readonly LiveEventKind[], listener: LiveListener): () => void {
    const entry = { kinds: new Set<string>(kinds), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Calls `watcher` whenever the stream goes up or down; answers how to stop. */
  watch(watcher: (up: boolean) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** Sign-out: the connection ends and is not tried again. */
  close(): void {
    this.stop.abort();
    this.listeners.clear();
    this.setUp(false);
    this.watchers.clear();
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
    this.setUp(true);
    for (const { listener } of [...this.listeners]) listener(null);
  }

  private heard(message: EventSourceMessage): void {
    if (!LIVE_KINDS.has(message.event)) return;
    let event: LiveEvent;
    try {
      event = { ...(JSON.parse(message.data) as LiveEvent), kind: message.event as LiveEventKind } as LiveEvent;
    } catch {
      return;
    }
    for (const { kinds, listener } of [...this.listeners]) if (kinds.has(event.kind)) listener(event);
  }

  private setUp(up: boolean): void {
    if (this.isUp === up) return;
    this.isUp = up;
    for (const watcher of [...this.watchers]) watcher(up);
  }
}
