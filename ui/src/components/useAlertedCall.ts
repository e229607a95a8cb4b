import { useCallback } from 'react';
import { errorText } from '../api/client.js';
import { useAlerts } from './AlertsContext.js';

/**
 * Runs one call to the server and reports it in a banner (spec §8): the server's message on
 * success, else `done`; the failure's text otherwise. Answers whether the call succeeded.
 */
export function useAlertedCall(): (call: () => Promise<string>, done: string) => Promise<boolean> {
  const alerts = useAlerts();
  return useCallback(
    async (call, done) => {
      try {
        alerts.success((await call()) || done);
        return true;
      } catch (error) {
        alerts.error(errorText(error));
        return false;
      }
    },
    [alerts],
  );
}
