import autocannon from 'autocannon';

export interface ClosedLoopResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Answers of another status than the one expected, and connection errors. */
  readonly unexpected: number;
}

/**
 * As many requests as `connections` keep-alive connections get answered, one at a time each, for
 * `seconds` (autocannon). Counts every answer whose status is not `expectedStatus` as unexpected.
 */
export const closedLoop = async (options: {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly expectedStatus: number;
  readonly connections: number;
  readonly seconds: number;
}): Promise<ClosedLoopResult> => {
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: { ...options.headers },
        connections: options.connections,
        duration: options.seconds,
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode) => {
      if (statusCode !== options.expectedStatus) unexpected++;
    });
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected: unexpected + result.errors,
  };
};
