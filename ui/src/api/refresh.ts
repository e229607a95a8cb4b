import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { PathsWith } from './contract.js';

/** A read's path: its SWR key is the path, or a list that starts with the path and then its parameters. */
const pathOf = (key: unknown): unknown => (Array.isArray(key) ? key[0] : key);

/**
 * For a write hook: reads again, on every screen that shows them, the reads of these paths whatever
 * their parameters (the things the write changed); resolves once they are read.
 */
export function useReadAgain(): (...paths: readonly PathsWith<'get'>[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...paths) => {
      // A read that fails again shows on its own screen; the write itself succeeded.
      await mutate((key) => paths.some((path) => path === pathOf(key))).catch(() => undefined);
    },
    [mutate],
  );
}

/**
 * For a write hook whose write may be refused because what the screen shows is out of date: runs
 * the write, then, succeeded or refused, reads these paths again (without waiting for them); the
 * write's answer or refusal is what it gives.
 */
export function useReadAgainAfter(...paths: readonly PathsWith<'get'>[]): <A>(write: () => Promise<A>) => Promise<A> {
  const readAgain = useReadAgain();
  return async (write) => {
    try {
      return await write();
    } finally {
      void readAgain(...paths);
    }
  };
}
