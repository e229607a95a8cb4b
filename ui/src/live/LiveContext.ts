import { createContext, useContext } from 'react';
import type { LiveFeed } from '../api/live.js';

export interface LiveState {
  /** The signed-in user's connection to the live stream; null when signed out. */
  readonly feed: LiveFeed | null;
  /** Whether events are arriving now; while not, screens fall back to polling. */
  readonly up: boolean;
}

export const LiveContext = createContext<LiveState>({ feed: null, up: false });

export function useLive(): LiveState {
  return useContext(LiveContext);
}
