import { createContext, useContext } from 'react';
import type { LiveFeed } from '../api/live.js';

export interface LiveState {
  /** The signed-in user's connection to the live stream; null when signed out. */
  readonly feed: LiveFeed | null;
  /** Whether events are arriving now; while not, screens fall back to polling. */
  readonly up: boolean;
  /** Since when the stream has been failing to connect (the network is down, or the server); null otherwise. */
  readonly offlineSince: Date | null;
  /** This tab's stream was ended for a newer one of the same account: its screens poll for good. */
  readonly superseded: boolean;
}

export const LiveContext = createContext<LiveState>({ feed: null, up: false, offlineSince: null, superseded: false });

export function useLive(): LiveState {
  return useContext(LiveContext);
}

/** Whether the portal can be reached now, and since when it cannot: for anything that tells the user they are offline. */
export interface Connection {
  readonly online: boolean;
  readonly offlineSince: Date | null;
}

/**
 * The connection as the live stream sees it: offline from its first failed attempt until it is up
 * again (signed out, or while it first opens, online).
 */
export function useConnection(): Connection {
  const { offlineSince } = useLive();
  return { online: offlineSince === null, offlineSince };
}
