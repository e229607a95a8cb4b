import { Agent, request, type ClientRequest } from 'node:http';
import { createParser } from 'eventsource-parser';
import { Pool } from 'undici';
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

/** What a screen reads again when it hears of a change: the path, as the stream's own account. */
export type Refetch = (subscriber: StreamSubscriber) => string;

export interface ChangeGroup {
  readonly changes: readonly Change[];
  /** Each stream that hears the change reads this again at once, as the screen showing it does. */
  readonly refetch?: Refetch;
}

export interface Latencies {
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface DeliveryResult extends Latencies {
  readonly changes: number;
  /** Deliveries expected: for each change, every open stream that may hear it. */
  readonly expected: number;
  readonly delivered: number;
  /** The refetches the deliveries set off, timed from the change being sent to the answer; null when none. */
  readonly refetched: (Latencies & { readonly failed: number }) | null;
}

export interface LiveStreamsResult {
  readonly opened: number;
  readonly refused: number;
  readonly secondsToOpen: number;
  readonly rssBeforeBytes: number;
  readonly rssWithStreamsBytes: number;
  readonly byChange: ReadonlyMap<string, DeliveryResult>;
  /** The streams dropped at once and reconnecting; null when not asked for. */
  readonly reconnect: ReconnectResult | null;
}

export interface ReconnectResult {
  readonly dropped: number;
  readonly reopened: number;
  /** From the drop to the last stream's `ready`. */
  readonly secondsToReopen: number;
  /** The streams' first reconnection attempts, counted per second after the drop (the busiest second). */
  readonly busiestSecond: number;
  /** Events made while the streams were away, which reconnecting with Last-Event-ID should replay. */
  readonly missedExpected: number;
  readonly missedReplayed: number;
  readonly duplicates: number;
  /** Streams told to `resync` (their gap was not in the history) instead of replayed. */
  readonly resyncs: number;
  /** Delivery of a change made once every stream is back. */
  readonly after: DeliveryResult;
}

interface OpenStream {
  readonly subscriber: StreamSubscriber;
  request: ClientRequest;
  lastEventId: string | null;
  onEvent: (event: FairEvent, id: string | undefined) => void;
  onResync: () => void;
}

const DELIVERY_TIMEOUT_MS = 5_000;

const latencies = (values: number[]): Latencies => {
  values.sort((a, b) => a - b);
  return {
    count: values.length,
    p50Ms: percentile(values, 50),
    p99Ms: percentile(values, 99),
    maxMs: values.at(-1) ?? Number.NaN,
  };
};

/** Opens (or reopens) one live stream; resolves when its `ready` event arrives, rejects when refused. */
const connect = (url: URL, agent: Agent, stream: OpenStream): Promise<OpenStream> =>
  new Promise((resolve, reject) => {
    const req = request(url, {
      agent,
      headers: {
        authorization: `Bearer ${stream.subscriber.token}`,
        accept: 'text/event-stream',
        ...(stream.lastEventId === null ? {} : { 'last-event-id': stream.lastEventId }),
      },
    });
    stream.request = req;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined && message.id !== '') stream.lastEventId = message.id;
        if (message.event === 'ready') resolve(stream);
        else if (message.event === 'resync') stream.onResync();
        else if (message.event !== undefined) stream.onEvent(JSON.parse(message.data) as FairEvent, message.id);
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
    req.setTimeout(120_000);
    req.end();
  });

const openStream = (url: URL, agent: Agent, subscriber: StreamSubscriber): Promise<OpenStream> =>
  connect(url, agent, {
    subscriber,
    request: null as unknown as ClientRequest,
    lastEventId: null,
    onEvent: () => undefined,
    onResync: () => undefined,
  });

/**
 * Makes each change in turn and times, at every open stream that may hear it, how long after the
 * change was sent its event arrived; where the group asks, each stream that heard it reads its
 * screen again at once, and that answer is timed from the change too.
 */
const deliver = async (
  streams: readonly OpenStream[],
  group: ChangeGroup,
  refetchPool: Pool,
): Promise<DeliveryResult> => {
  const delays: number[] = [];
  const refetchDelays: number[] = [];
  let refetchFailed = 0;
  let expected = 0;
  for (const change of group.changes) {
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
            if (group.refetch === undefined) return resolve();
            refetchPool
              .request({
                path: group.refetch(stream.subscriber),
                method: 'GET',
                headers: { authorization: `Bearer ${stream.subscriber.token}` },
              })
              .then(async (response) => {
                await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
                if (response.statusCode === 200) refetchDelays.push(performance.now() - sentAt);
                else refetchFailed++;
              })
              .catch(() => refetchFailed++)
              .finally(resolve);
          };
        }),
    );
    sentAt = performance.now();
    await change.make();
    await Promise.all(arrivals);
  }
  return {
    changes: group.changes.length,
    expected,
    delivered: delays.length,
    ...latencies(delays),
    refetched: group.refetch === undefined ? null : { ...latencies(refetchDelays), failed: refetchFailed },
  };
};

/**
 * Drops `streams` at once, as a venue's Wi-Fi failing does, makes `missed` changes while they are
 * away, and lets each reconnect on its own after `delayOf(0)` (the browser's rule for a first
 * retry) with the id of the last event it had; counts what each gets replayed, then times the
 * delivery of `after` once all are back.
 */
const dropAndReconnect = async (
  url: URL,
  agent: Agent,
  streams: readonly OpenStream[],
  missed: readonly Change[],
  after: ChangeGroup,
  delayOf: (failures: number) => number,
  refetchPool: Pool,
): Promise<ReconnectResult> => {
  const missedBy = new Map<OpenStream, Set<string>>();
  let duplicates = 0;
  let resyncs = 0;
  for (const stream of streams) {
    const heard = new Set<string>();
    missedBy.set(stream, heard);
    stream.onEvent = (event) => {
      if (!missed.some((change) => change.matches(event))) return;
      const key = JSON.stringify(event);
      if (heard.has(key)) duplicates++;
      heard.add(key);
    };
    stream.onResync = () => resyncs++;
  }
  const droppedAt = performance.now();
  for (const stream of streams) stream.request.destroy();
  for (const change of missed) await change.make();

  const attemptSeconds = new Map<number, number>();
  let reopened = 0;
  let lastReady = droppedAt;
  await Promise.all(
    streams.map(async (stream) => {
      for (let failures = 0; failures < 8; failures++) {
        await new Promise((resolve) => setTimeout(resolve, delayOf(failures)));
        const second = Math.floor((performance.now() - droppedAt) / 1000);
        if (failures === 0) attemptSeconds.set(second, (attemptSeconds.get(second) ?? 0) + 1);
        try {
          await connect(url, agent, stream);
          reopened++;
          lastReady = Math.max(lastReady, performance.now());
          return;
        } catch {
          // Refused or cut: try again after the next, longer delay, as the browser does.
        }
      }
    }),
  );
  // Replayed events arrive right after `ready`; give the last ones a moment to be read.
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  let missedExpected = 0;
  let missedReplayed = 0;
  for (const stream of streams) {
    const hears = missed.filter((change) => mayHear(stream.subscriber.listener, change.expected)).length;
    missedExpected += hears;
    missedReplayed += Math.min(hears, missedBy.get(stream)!.size);
  }
  return {
    dropped: streams.length,
    reopened,
    secondsToReopen: (lastReady - droppedAt) / 1000,
    busiestSecond: Math.max(0, ...attemptSeconds.values()),
    missedExpected,
    missedReplayed,
    duplicates,
    resyncs,
    after: await deliver(streams, after, refetchPool),
  };
};

/**
 * Opens a live stream for every subscriber (in batches), reads the portal's resident memory with
 * and without them, then makes each group of changes in turn and times their delivery; then, if
 * asked, drops some of the streams at once and times their coming back.
 */
export const measureLiveStreams = async (options: {
  readonly origin: string;
  readonly path: string;
  readonly portalPid: number;
  readonly subscribers: readonly StreamSubscriber[];
  readonly changeGroups: ReadonlyMap<string, ChangeGroup>;
  readonly reconnect?: {
    /** Which of the open streams are dropped. */
    readonly drop: (streams: readonly StreamSubscriber[]) => readonly StreamSubscriber[];
    readonly missed: readonly Change[];
    readonly after: ChangeGroup;
    readonly delayOf: (failures: number) => number;
  };
}): Promise<LiveStreamsResult> => {
  const url = new URL(options.path, options.origin);
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  // Phones refetch over connections of their own; a pool of a few hundred stands in for them.
  const refetchPool = new Pool(options.origin, { connections: 256, pipelining: 1 });
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
    for (const [name, group] of options.changeGroups) byChange.set(name, await deliver(streams, group, refetchPool));

    let reconnect: ReconnectResult | null = null;
    if (options.reconnect !== undefined) {
      const chosen = new Set(options.reconnect.drop(streams.map((stream) => stream.subscriber)));
      reconnect = await dropAndReconnect(
        url,
        agent,
        streams.filter((stream) => chosen.has(stream.subscriber)),
        options.reconnect.missed,
        options.reconnect.after,
        options.reconnect.delayOf,
        refetchPool,
      );
    }
    return { opened: streams.length, refused, secondsToOpen, rssBeforeBytes, rssWithStreamsBytes, byChange, reconnect };
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    await refetchPool.destroy();
  }
};
