import { Agent, request, type ClientRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import { type FairEvent, type Listener, mayHear } from '../domain/fair-event.js';
import { residentBytes } from './child-process.js';
import { percentile } from './open-loop.js';

export interface StreamSubscriber {
  readonly token: string;
  readonly listener: Listener;
}

/** A change made through the API, and the event every stream that may hear it should get. */
export interface Change {
  /** Makes the change; resolves once the portal has answered. */
  readonly make: () => Promise<void>;
  /** The event the change should produce (its fields the stream will carry). */
  readonly expected: FairEvent;
  readonly matches: (event: FairEvent) => boolean;
}

export interface DeliveryResult {
  readonly changes: number;
  /** Deliveries expected: for each change, every open stream that may hear it. */
  readonly expected: number;
  readonly delivered: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface LiveStreamsResult {
  readonly opened: number;
  readonly refused: number;
  readonly secondsToOpen: number;
  readonly rssBeforeBytes: number;
  readonly rssWithStreamsBytes: number;
  readonly byChange: ReadonlyMap<string, DeliveryResult>;
}

interface OpenStream {
  readonly subscriber: StreamSubscriber;
  readonly request: ClientRequest;
  onEvent: (event: FairEvent) => void;
}

const DELIVERY_TIMEOUT_MS = 5_000;

/** Opens one live stream; resolves when its `ready` event arrives, rejects when refused. */
const openStream = (url: URL, agent: Agent, subscriber: StreamSubscriber): Promise<OpenStream> =>
  new Promise((resolve, reject) => {
    const req = request(url, {
      agent,
      headers: { authorization: `Bearer ${subscriber.token}`, accept: 'text/event-stream' },
    });
    const stream: OpenStream = { subscriber, request: req, onEvent: () => undefined };
    const parser = createParser({
      onEvent: (message) => {
        if (message.event === 'ready') resolve(stream);
        else if (message.event !== undefined) stream.onEvent(JSON.parse(message.data) as FairEvent);
      },
    });
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`live stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
    });
    req.on('error', reject);
    req.setTimeout(60_000);
    req.end();
  });

/**
 * Opens a live stream for every subscriber (in batches), reads the portal's resident memory with
 * and without them, then makes each change in turn and times, at every open stream that may hear
 * it, how long after the change was sent its event arrived.
 */
export const measureLiveStreams = async (options: {
  readonly origin: string;
  readonly path: string;
  readonly portalPid: number;
  readonly subscribers: readonly StreamSubscriber[];
  readonly changeGroups: ReadonlyMap<string, readonly Change[]>;
}): Promise<LiveStreamsResult> => {
  const url = new URL(options.path, options.origin);
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: OpenStream[] = [];
  let refused = 0;
  const rssBeforeBytes = await residentBytes(options.portalPid);
  const opening = performance.now();
  try {
    const BATCH = 250;
    for (let from = 0; from < options.subscribers.length; from += BATCH) {
      const batch = await Promise.allSettled(
        options.subscribers.slice(from, from + BATCH).map((subscriber) => openStream(url, agent, subscriber)),
      );
      for (const outcome of batch) {
        if (outcome.status === 'fulfilled') streams.push(outcome.value);
        else refused++;
      }
    }
    const secondsToOpen = (performance.now() - opening) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const rssWithStreamsBytes = await residentBytes(options.portalPid);

    const byChange = new Map<string, DeliveryResult>();
    for (const [name, changes] of options.changeGroups) {
      const delays: number[] = [];
      let expected = 0;
      for (const change of changes) {
        const hearing = streams.filter((stream) => mayHear(stream.subscriber.listener, change.expected));
        expected += hearing.length;
        let sentAt = 0;
        const arrivals = hearing.map(
          (stream) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
              stream.onEvent = (event) => {
                if (!change.matches(event)) return;
                delays.push(performance.now() - sentAt);
                clearTimeout(timer);
                stream.onEvent = () => undefined;
                resolve();
              };
            }),
        );
        sentAt = performance.now();
        await change.make();
        await Promise.all(arrivals);
      }
      delays.sort((a, b) => a - b);
      byChange.set(name, {
        changes: changes.length,
        expected,
        delivered: delays.length,
        p50Ms: percentile(delays, 50),
        p99Ms: percentile(delays, 99),
        maxMs: delays.at(-1) ?? Number.NaN,
      });
    }
    return { opened: streams.length, refused, secondsToOpen, rssBeforeBytes, rssWithStreamsBytes, byChange };
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
  }
};
