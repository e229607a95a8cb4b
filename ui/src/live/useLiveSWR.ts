import { useEffect } from 'react';
import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { LiveEventKind } from '../api/live.js';
import { useLive } from './LiveContext.js';
import { pollingSwitchedOff } from './polling.js';

/** Events this close together refresh a screen once (a coordinator placing a whole panel). */
const BURST_MS = 50;

export interface LiveOptions<T> extends SWRConfiguration<T> {
  /** The changes that make this read stale: one of api/live.ts's lists, so that it stays the same between renders. */
  readonly kinds: readonly LiveEventKind[];
  /** How often to read again while the live stream is down (the spec's polling); never when left out. */
  readonly pollMs?: number;
}

/**
 * An SWR read kept current by the live stream: read again at once when an event of `kinds` arrives
 * or the stream (re)opens, and polled every `pollMs` only while the stream is down.
 */
export function useLiveSWR<T>(
  key: Key,
  fetcher: () => Promise<T>,
  { kinds, pollMs, ...config }: LiveOptions<T>,
): SWRResponse<T> {
  const { feed, up } = useLive();
  const polling = pollMs !== undefined && !up && !pollingSwitchedOff();
  const read = useSWR<T>(key, fetcher, { ...config, refreshInterval: polling ? pollMs : 0 });
  const { mutate } = read;
  const active = Boolean(key);

  useEffect(() => {
    if (!feed || !active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = feed.subscribe(kinds, () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void mutate();
      }, BURST_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [feed, active, kinds, mutate]);

  return read;
}
