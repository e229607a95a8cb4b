import { createContext, useContext } from 'react';
import type { ShownAlert } from '../alerts/alert.js';

export interface AlertOptions {
  readonly title?: string;
  /**
   * What the alert reports the outcome of: a new outcome of the same action replaces the earlier
   * one, and `clear(action)` takes it away when the action is tried again.
   */
  readonly action?: string;
}

export interface Alerts {
  error(message: string, options?: string | AlertOptions): void;
  success(message: string, options?: string | AlertOptions): void;
  info(message: string, options?: AlertOptions & { readonly onResend?: () => void }): void;
  /** Takes away the outcome shown for `action`, e.g. when it is tried again. */
  clear(action: string): void;
}

export const AlertsContext = createContext<Alerts | null>(null);

/** The alerts on screen and how to close one, for the region that shows them. */
export const ShownAlertsContext = createContext<{
  readonly shown: readonly ShownAlert[];
  readonly close: (id: number) => void;
}>({ shown: [], close: () => undefined });

/** Shows alerts from any screen. */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return alerts;
}
