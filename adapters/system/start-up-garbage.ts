import type { Logger } from 'pino';

/**
 * Opening the embedded store parses every record it holds: on a fair of 12,000 students that leaves
 * some 200 MB of text and parsed lines behind. Left to itself, the first full collection comes about a
 * minute into serving and pauses requests for up to 0.6 s while it marks. When the process may ask for a
 * collection (`--expose-gc`, which `npm start` gives), it is made here, once, before any connection.
 */
export const collectStartUpGarbage = (
  logger: Logger,
  collect: (() => void) | undefined = (globalThis as { gc?: () => void }).gc,
): void => {
  if (collect === undefined) return;
  const started = performance.now();
  collect();
  logger.info({ ms: Math.round(performance.now() - started) }, 'garbage of the start collected before serving');
};
