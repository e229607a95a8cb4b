import { useMemo } from 'react';
import { keptReadNow } from './browser-kept-reads.js';
import { useOnline } from './useOnline.js';

export interface ShownRead<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  /** When what is shown was read, while it may be out of date (offline, or the last read failed); else null. */
  readonly asOf: Date | null;
}

/**
 * A read as a screen shows it: fresh while the network answers; otherwise what was read last (in
 * this page, or kept from an earlier visit by `keptFetcher`), with the time it was read.
 */
export function useKeptRead<T>(name: string, read: { readonly data?: T; readonly error?: unknown }): ShownRead<T> {
  const online = useOnline();
  const stale = !online || read.error !== undefined;
  const kept = useMemo(() => (stale ? keptReadNow<T>(name) : null), [name, stale]);
  if (!stale) return { data: read.data, error: undefined, asOf: null };
  if (kept) return { data: read.data ?? kept.data, error: undefined, asOf: kept.at };
  return { data: read.data, error: read.error, asOf: null };
}
