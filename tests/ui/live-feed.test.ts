import { expect } from 'chai';
import { type LiveConnection, type LiveEvent, LiveFeed } from '../../ui/src/api/live.js';

/** One connection the feed opened: the headers it sent, and the stream the test writes to it. */
interface Connection {
  readonly headers: Record<string, string>;
  send(text: string): void;
  /** The server ends the response. */
  end(): void;
}

/** The browser around the feed: its window (online and offline events, timers) and a fetch that hands each connection to the test. */
const fakeBrowser = () => {
  const connections: Connection[] = [];
  const target = new EventTarget();
  const fetch = async (_input: unknown, init: { headers: Record<string, string>; signal: AbortSignal }) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (given) => {
        controller = given;
      },
    });
    init.signal.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    connections.push({
      headers: { ...init.headers },
      send: (text) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
  };
  const window = Object.assign(target, { fetch, setTimeout, clearTimeout });
  return { window, connections };
};

/** Resolves once `condition` holds, turning the event loop meanwhile; fails after a second. */
const until = async (condition: () => boolean, what: string): Promise<void> => {
  const deadline = Date.now() + 1000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

const moved = (id: string, interviewId: string) =>
  `id: ${id}\nevent: interview.moved\ndata: ${JSON.stringify({ kind: 'interview.moved', interviewId, companyId: 'c', studentId: 's', panelId: 'p', status: 'ongoing' })}\n\n`;
const READY = 'event: ready\ndata: {}\n\n';

describe('the browser’s live feed (ui/src/api/live.ts)', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  let feed: LiveFeed | undefined;
  const heard: (LiveEvent | null)[] = [];
  const states: LiveConnection[] = [];
  const cutAt = new Date('2026-03-14T09:02:40Z');

  beforeEach(() => {
    browser = fakeBrowser();
    Object.assign(globalThis, { window: browser.window, document: new EventTarget() });
    heard.length = 0;
    states.length = 0;
    feed = new LiveFeed('a-token', { now: () => cutAt, reconnectDelay: () => 5 });
    feed.subscribe(['interview.moved'], (event) => heard.push(event));
    feed.watch((state) => states.push(state));
  });
  afterEach(() => {
    feed?.close();
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });

  const first = async () => {
    await until(() => browser.connections.length === 1, 'the first connection');
    browser.connections[0]!.send(READY);
    await until(() => feed!.up, 'the stream up');
    return browser.connections[0]!;
  };

  it('reads everything when it first opens, then hears events; it sends no Last-Event-ID before it has heard one', async () => {
    const connection = await first();
    connection.send(moved('000000000007', 'i1'));
    await until(() => heard.length === 2, 'the event');

    expect(connection.headers['Authorization']).to.equal('Bearer a-token');
    expect(connection.headers['Last-Event-ID']).to.equal(undefined);
    expect(heard.map((event) => (event as { interviewId?: string } | null)?.interviewId ?? null)).to.deep.equal([
      null,
      'i1',
    ]);
  });

  it('comes back after a cut naming the last event heard, without reading everything; resync makes it read everything', async () => {
    const connection = await first();
    connection.send(moved('000000000007', 'i1') + moved('000000000008', 'i2'));
    await until(() => heard.length === 3, 'two events');
    connection.end();
    await until(() => browser.connections.length === 2, 'the next connection');
    expect(states).to.deep.include({ up: false, offlineSince: cutAt, superseded: false });

    const again = browser.connections[1]!;
    again.send(READY);
    await until(() => feed!.up, 'the stream up again');
    expect(again.headers['Last-Event-ID']).to.equal('000000000008');
    expect(feed!.connection).to.deep.equal({ up: true, offlineSince: null, superseded: false });
    expect(heard).to.have.length(3);

    again.send('event: resync\ndata: {}\n\n');
    await until(() => heard.length === 4, 'the resync');
    expect(heard[3]).to.equal(null);
  });

  it('counts the browser going offline as down at once, since then, and connects again when it is back online', async () => {
    await first();
    browser.window.dispatchEvent(new Event('offline'));
    expect(feed!.connection).to.deep.equal({ up: false, offlineSince: cutAt, superseded: false });

    browser.window.dispatchEvent(new Event('online'));
    await until(() => browser.connections.length >= 2, 'a connection once online');
  });

  it('stops for good, and is not offline, when the server ends it for a newer stream of the account', async () => {
    const connection = await first();
    connection.send('event: superseded\ndata: {}\n\n');
    connection.end();
    await until(() => !feed!.up, 'the stream down');
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect(browser.connections).to.have.length(1);
    expect(feed!.connection).to.deep.equal({ up: false, offlineSince: null, superseded: true });
  });
});
