import { useSyncExternalStore } from 'react';
import { browserOffline } from './offline-state.js';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser has a network now, following its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !browserOffline(),
    () => true,
  );
}
