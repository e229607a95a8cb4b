import { useCallback, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { FAIR_PARAMETER } from '../../../domain/fair.js';
import type { Query } from './client.js';

/**
 * The past fair an administrator has open (docs/fairs.md): while one is, every call names it
 * (`?fair=<id>`), so the server answers reads from that fair's records and refuses changes. The
 * choice lasts for the tab (session storage); without one, everything is the current fair.
 */
export interface ViewedFair {
  readonly id: string;
  readonly name: string;
}

const STORAGE_KEY = 'careerFair.viewedFair';

/** The query of a call, naming the fair open when there is one (a call's own `fair` is kept). */
export function withViewedFair(query: Query | undefined, viewed: ViewedFair | null): Query | undefined {
  if (viewed === null || query?.[FAIR_PARAMETER] !== undefined) return query;
  return { ...query, [FAIR_PARAMETER]: viewed.id };
}

/** A stored choice, or null when there is none or it is not one. */
export function parseViewedFair(text: string | null): ViewedFair | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as { id?: unknown; name?: unknown };
    return typeof id === 'string' && id !== '' && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

const store = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

let viewed: ViewedFair | null = parseViewedFair(store()?.getItem(STORAGE_KEY) ?? null);
const listeners = new Set<() => void>();

/** The past fair open now, or null for the current fair. */
export function viewedFair(): ViewedFair | null {
  return viewed;
}

/** Opens a past fair, or, with null, goes back to the current fair (sign-in and logout do too). */
export function viewFair(fair: ViewedFair | null): void {
  if (fair?.id === viewed?.id && fair?.name === viewed?.name) return;
  viewed = fair;
  if (fair === null) store()?.removeItem(STORAGE_KEY);
  else store()?.setItem(STORAGE_KEY, JSON.stringify(fair));
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The past fair open now, and how to open another or go back: every read kept is dropped and the
 * shown ones read again, so that no screen mixes two fairs.
 */
export function useViewedFair(): readonly [ViewedFair | null, (fair: ViewedFair | null) => Promise<void>] {
  const fair = useSyncExternalStore(subscribe, viewedFair, viewedFair);
  const { mutate } = useSWRConfig();
  const open = useCallback(
    async (next: ViewedFair | null) => {
      viewFair(next);
      await mutate(() => true, undefined).catch(() => undefined);
    },
    [mutate],
  );
  return [fair, open];
}
