import { Pool } from 'undici';

/** One request of the load: which path, as whom, and the If-None-Match cache it keeps like a browser. */
export interface PlannedRequest {
  readonly path: string;
  readonly token: string;
  /** Where this client remembers the ETag it last got for the path (a browser's HTTP cache), or null for none. */
  readonly cacheKey: string | null;
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
}

export interface OpenLoopResult {
  readonly targetRate: number;
  readonly achievedRate: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly sent: number;
  readonly answered: number;
  /** Answered 304 Not Modified. */
  readonly notModified: number;
  /** Connection errors and 4xx/5xx answers. */
  readonly failed: number;
  /**
   * Requests still unanswered 5 s after the last was due; their latencies count as the wait so far,
   * so the percentiles are then lower bounds.
   */
  readonly unanswered: number;
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Open loop: requests leave on a fixed schedule (`rate` per second) whether or not earlier ones
 * were answered, over a pool of keep-alive connections, and each latency is counted from the
 * moment its request was due, so a server that falls behind shows it in full (no coordinated
 * omission). The first `warmupSeconds` are sent but not counted.
 */
export const openLoop = async (options: {
  readonly origin: string;
  readonly rate: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
  readonly next: (index: number) => PlannedRequest;
  /** The ETags the clients hold when the load starts (fillCaches), by cache key; none when left out. */
  readonly etags?: Map<string, string>;
}): Promise<OpenLoopResult> => {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const etags = options.etags ?? new Map<string, string>();
  const latencies: number[] = [];
  let sent = 0;
  let answeredInWindow = 0;
  let notModified = 0;
  let failed = 0;
  let cutOff = false;
  const measuredFrom = options.warmupSeconds * 1000;
  const measuredTo = measuredFrom + options.seconds * 1000;
  const pending = new Map<Promise<void>, number>();
  const started = performance.now();

  const send = (index: number, dueAt: number) => {
    const planned = options.next(index);
    const counted = dueAt - started >= measuredFrom;
    if (counted) sent++;
    const etag = planned.cacheKey === null ? undefined : etags.get(planned.cacheKey);
    const request = pool
      .request({
        path: planned.path,
        method: planned.method ?? 'GET',
        headers: {
          authorization: `Bearer ${planned.token}`,
          ...(etag === undefined ? {} : { 'if-none-match': etag }),
          ...(planned.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(planned.body === undefined ? {} : { body: planned.body }),
      })
      .then(async (response) => {
        await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
        const tag = response.headers.etag;
        if (planned.cacheKey !== null && typeof tag === 'string') etags.set(planned.cacheKey, tag);
        const doneAt = performance.now() - started;
        if (doneAt >= measuredFrom && doneAt <= measuredTo) answeredInWindow++;
        if (!counted || cutOff) return;
        latencies.push(performance.now() - dueAt);
        if (response.statusCode === 304) notModified++;
        else if (response.statusCode >= 400) failed++;
      })
      .catch(() => {
        if (counted && !cutOff) failed++;
      });
    if (counted) pending.set(request, dueAt);
    void request.finally(() => pending.delete(request));
  };

  const total = Math.round((measuredTo / 1000) * options.rate);
  let issued = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.rate));
      while (issued < due) {
        send(issued, started + (issued / options.rate) * 1000);
        issued++;
      }
      if (issued >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(pending.keys()), new Promise((resolve) => (grace = setTimeout(resolve, 5_000)))]);
  clearTimeout(grace);
  cutOff = true;
  const answered = latencies.length;
  const now = performance.now();
  for (const dueAt of pending.values()) latencies.push(now - dueAt);
  await pool.destroy();
  latencies.sort((a, b) => a - b);
  return {
    targetRate: options.rate,
    achievedRate: answeredInWindow / options.seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    sent,
    answered,
    notModified,
    failed,
    unanswered: latencies.length - answered,
  };
};

/**
 * Each request once, `concurrency` at a time, keeping the ETag of each answer under its cache key: the
 * browsers' caches as they are on fair day, after each screen's first read.
 */
export const fillCaches = async (
  origin: string,
  requests: readonly PlannedRequest[],
  concurrency: number,
): Promise<Map<string, string>> => {
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const etags = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const planned = requests[next++]!;
      const response = await pool.request({
        path: planned.path,
        method: 'GET',
        headers: { authorization: `Bearer ${planned.token}` },
      });
      await response.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      const tag = response.headers.etag;
      if (planned.cacheKey !== null && typeof tag === 'string') etags.set(planned.cacheKey, tag);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await pool.destroy();
  }
  return etags;
};
