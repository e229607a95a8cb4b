import { useCallback, useId } from 'react';
import { errorText } from '../api/client.js';
import { useAlerts } from './AlertsContext.js';

/**
 * Runs one call to the server and reports it in an alert (spec §8): the server's message on
 * success, else `done`; the failure's text otherwise. Answers whether the call succeeded. Each
 * outcome replaces the one before from the same control, so a refusal never sits beside an
 * earlier "Success!".
 */
export function useAlertedCall(): (call: () => Promise<string>, done: string) => Promise<boolean> {
  const alerts = useAlerts();
  const action = useId();
  return useCallback(
    async (call, done) => {
      alerts.clear(action);
      try {
        alerts.success((await call()) || done, { action });
        return true;
      } catch (error) {
        alerts.error(errorText(error), { action });
        return false;
      }
    },
    [alerts, action],
  );
}
