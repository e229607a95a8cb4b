/*
 * What a signed-in screen read last, kept in the browser so that it can still be shown, marked with
 * the time it was read, while the network is down (docs/offline.md): the student's check-in code,
 * their interviews with their queue places, the account's profile. Each record names the session it
 * was read in, so another account signed in on the same browser never sees it; logging out forgets
 * them all. The store is the session's own: local storage with Remember me, else the tab's.
 */

/** The part of the Web Storage API the records need (a Map-backed fake in the unit tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** A read kept: its data and when it was read. */
export interface KeptRead<T> {
  readonly data: T;
  readonly at: Date;
}

const PREFIX = 'offline-read:';

/** The session a record belongs to: the end of its token, which alone is no token. */
export const ownerOf = (token: string): string => token.slice(-16);

/** Keeps the data read at `at` under `name` for this owner; a full store keeps nothing and says nothing. */
export function keepRead(store: KeyValueStore, owner: string, name: string, data: unknown, at: Date): void {
  try {
    store.setItem(PREFIX + name, JSON.stringify({ owner, at: at.toISOString(), data }));
  } catch {
    // Quota exceeded or storage disabled: the screen then has nothing to show offline, as before.
  }
}

/** The data kept under `name` for this owner, or null when there is none (or another session's). */
export function keptRead<T>(store: KeyValueStore, owner: string, name: string): KeptRead<T> | null {
  const text = store.getItem(PREFIX + name);
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as { owner?: unknown; at?: unknown; data?: T };
    if (record.owner !== owner || typeof record.at !== 'string' || record.data === undefined) return null;
    const at = new Date(record.at);
    return Number.isNaN(at.getTime()) ? null : { data: record.data, at };
  } catch {
    return null;
  }
}

/** Forgets every kept read (logout). */
export function forgetKeptReads(store: KeyValueStore): void {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
