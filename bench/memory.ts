import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export const MB = 1024 * 1024;

/** Collects garbage so that a measurement starts from what is really held. */
export const collectGarbage = (): void => {
  gc();
  gc();
};

/** Runs `work` while sampling the resident set size; answers its result, the RSS before, and the peak. */
export const withPeakRss = async <T>(
  work: () => Promise<T>,
): Promise<{ result: T; rssBefore: number; rssPeak: number; ms: number }> => {
  collectGarbage();
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sample = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 5);
  const started = performance.now();
  try {
    const result = await work();
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    return { result, rssBefore, rssPeak, ms: performance.now() - started };
  } finally {
    clearInterval(sample);
  }
};
