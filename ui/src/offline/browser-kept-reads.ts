import { readStoredSession } from '../session/storage.js';
import { forgetKeptReads, keepRead, keptRead, ownerOf, type KeptRead } from './kept-reads.js';

/** The signed-in session's store and owner, or null when nobody is signed in. */
function keeper(): { store: Storage; owner: string } | null {
  const session = readStoredSession();
  if (!session) return null;
  return {
    store: session.store === 'local' ? window.localStorage : window.sessionStorage,
    owner: ownerOf(session.token),
  };
}

/** Keeps what was just read under `name`, for the signed-in session. */
export function keepReadNow(name: string, data: unknown): void {
  const where = keeper();
  if (where) keepRead(where.store, where.owner, name, data, new Date());
}

/** What the signed-in session read last under `name`. */
export function keptReadNow<T>(name: string): KeptRead<T> | null {
  const where = keeper();
  return where ? keptRead<T>(where.store, where.owner, name) : null;
}

/** Forgets what every session kept in this browser (logout, a rejected token). */
export function forgetAllKeptReads(): void {
  forgetKeptReads(window.localStorage);
  forgetKeptReads(window.sessionStorage);
}

/** A fetcher that keeps each answer it reads under `name`. */
export const keptFetcher =
  <T>(name: string, fetcher: () => Promise<T>) =>
  async (): Promise<T> => {
    const data = await fetcher();
    keepReadNow(name, data);
    return data;
  };
