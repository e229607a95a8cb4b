import { createParser } from 'eventsource-parser';
import type { FairEvent } from '../../domain/fair-event.js';
import type { ApiAnswer, ReachablePortal } from './portal-harness.js';

/** One Server-Sent Event as the live stream sent it: its name, its parsed data, and its id when it has one. */
export interface LiveMessage {
  readonly event: string;
  readonly data: unknown;
  readonly id?: string;
}

/** The stream's own messages, which tell of the stream rather than of the fair. */
const STREAM_MESSAGES: ReadonlySet<string> = new Set(['ready', 'resync', 'superseded']);

export interface LiveReaderOptions {
  /** Sent as `Last-Event-ID`: the id of the last event heard before the connection was cut. */
  readonly lastEventId?: string;
}

/**
 * A reader of GET /live, as a browser's fetch-streaming client reads it: every event and comment
 * it has heard so far, a way to wait for one, and whether the server has ended the stream.
 * Waits are bounded by the test's own timeout.
 */
export class LiveReader {
  readonly messages: LiveMessage[] = [];
  readonly comments: string[] = [];
  /** Resolves once the server ends the stream (or the reader is closed). */
  readonly ended: Promise<void>;
  private readonly waiting = new Set<() => void>();
  private finished = false;
  private endedByServer = false;

  private constructor(
    readonly headers: Headers,
    body: ReadableStream<Uint8Array>,
    private readonly abort: AbortController,
  ) {
    const parser = createParser({
      onEvent: (message) => {
        const heard = { event: message.event ?? 'message', data: JSON.parse(message.data) as unknown };
        this.messages.push(message.id === undefined ? heard : { ...heard, id: message.id });
        this.wake();
      },
      onComment: (comment) => {
        this.comments.push(comment.trim());
        this.wake();
      },
    });
    this.ended = (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of body) parser.feed(decoder.decode(chunk, { stream: true }));
        this.endedByServer = true;
      } catch {
        // Aborted by close(): the stream is over for this reader too.
      }
      this.finished = true;
      this.wake();
    })();
  }

  /** Opens the stream with this bearer token; fails the test unless it opens. */
  static async open(portal: ReachablePortal, token: string, options: LiveReaderOptions = {}): Promise<LiveReader> {
    const opened = await LiveReader.attempt(portal, token, options);
    if (!(opened instanceof LiveReader)) {
      throw new Error(`the live stream refused: ${opened.status} ${JSON.stringify(opened.body)}`);
    }
    await opened.next((message) => message.event === 'ready');
    return opened;
  }

  /** Opens the stream, or answers the envelope it was refused with. */
  static async attempt(
    portal: ReachablePortal,
    token: string | null,
    { lastEventId }: LiveReaderOptions = {},
  ): Promise<LiveReader | Pick<ApiAnswer, 'status' | 'headers' | 'body'>> {
    const abort = new AbortController();
    const headers: Record<string, string> = {};
    if (token !== null) headers['Authorization'] = `Bearer ${token}`;
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    const response = await fetch(`${portal.api.base}/live`, { headers, signal: abort.signal });
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && type.startsWith('text/event-stream') && response.body) {
      return new LiveReader(response.headers, response.body, abort);
    }
    return { status: response.status, headers: response.headers, body: (await response.json()) as ApiAnswer['body'] };
  }

  /** Whether the server finished the response properly, rather than the connection being cut or the reader closing. */
  get endedCleanly(): boolean {
    return this.endedByServer;
  }

  /** The fair events heard so far (everything but the stream's own `ready`, `resync` and `superseded`), in order. */
  get events(): FairEvent[] {
    return this.numbered.map(({ event }) => event);
  }

  /** The fair events heard so far with their ids, in order. */
  get numbered(): { readonly id: string; readonly event: FairEvent }[] {
    return this.messages
      .filter((message) => !STREAM_MESSAGES.has(message.event))
      .map((message) => ({ id: message.id ?? '', event: message.data as FairEvent }));
  }

  /** The id of the last event heard, as a browser would send it on reconnecting. */
  get lastEventId(): string | undefined {
    return [...this.messages].reverse().find((message) => message.id !== undefined)?.id;
  }

  /** Resolves with the first message heard, now or later, that matches; fails once the stream ends without it. */
  async next(matches: (message: LiveMessage) => boolean): Promise<LiveMessage> {
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      if (this.finished) throw new Error(`the live stream ended; heard ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
  }

  /** Resolves with the first event of this kind about this interview, panel or company. */
  heard(kind: FairEvent['kind'], about: Partial<Record<string, string | null>> = {}): Promise<LiveMessage> {
    return this.next(
      (message) =>
        message.event === kind &&
        Object.entries(about).every(([field, value]) => (message.data as Record<string, unknown>)[field] === value),
    );
  }

  /** Resolves once some comment has been heard (a heartbeat). */
  async comment(): Promise<string> {
    while (this.comments.length === 0) {
      if (this.finished) throw new Error('the live stream ended without a comment');
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
    return this.comments[0]!;
  }

  /** The client goes away, as a closed browser tab does. */
  async close(): Promise<void> {
    this.abort.abort();
    await this.ended;
  }

  private wake(): void {
    for (const resolve of [...this.waiting]) resolve();
    this.waiting.clear();
  }
}
