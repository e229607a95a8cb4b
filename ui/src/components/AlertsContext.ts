import { createContext, useContext } from 'react';

export interface Alerts {
  error(message: string, title?: string): void;
  success(message: string, title?: string): void;
  info(message: string, options?: { title?: string; onResend?: () => void }): void;
}

export const AlertsContext = createContext<Alerts | null>(null);

/** Shows banners from any screen. */
export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error('useAlerts must be used inside <AlertsProvider>');
  return alerts;
}
