import { useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { withAlert, withoutAction, type AlertKind, type ShownAlert } from '../alerts/alert.js';
import { AlertBanner } from './AlertBanner.js';
import { AlertsContext, ShownAlertsContext, type AlertOptions, type Alerts } from './AlertsContext.js';

let nextId = 0;

const optionsOf = (options: string | AlertOptions | undefined): AlertOptions =>
  typeof options === 'string' ? { title: options } : (options ?? {});

/** Holds the alerts on screen; each layout shows them in its <AlertRegion />. */
export function AlertsProvider({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState<readonly ShownAlert[]>([]);

  const push = useCallback((kind: AlertKind, message: string, options: AlertOptions, onResend?: () => void) => {
    nextId += 1;
    const next: ShownAlert = { id: nextId, kind, message, title: options.title, action: options.action, onResend };
    setShown((now) => withAlert(now, next));
  }, []);

  const close = useCallback((id: number) => setShown((now) => now.filter((alert) => alert.id !== id)), []);

  const alerts = useMemo<Alerts>(
    () => ({
      error: (message, options) => push('error', message, optionsOf(options)),
      success: (message, options) => push('success', message, optionsOf(options)),
      info: (message, options) => push('info', message, options ?? {}, options?.onResend),
      clear: (action) => setShown((now) => withoutAction(now, action)),
    }),
    [push],
  );
  const region = useMemo(() => ({ shown, close }), [shown, close]);

  return (
    <AlertsContext.Provider value={alerts}>
      <ShownAlertsContext.Provider value={region}>{children}</ShownAlertsContext.Provider>
    </AlertsContext.Provider>
  );
}

/**
 * Where the alerts show: in the flow at the top of a screen's content, so they push the screen
 * down rather than cover a control, and a live region so that they are announced.
 */
export function AlertRegion() {
  const { shown, close } = useContext(ShownAlertsContext);
  return (
    <div className="alert-stack" aria-live="polite">
      {shown.map((alert) => (
        <ShownAlertBanner key={alert.id} alert={alert} onClose={close} />
      ))}
    </div>
  );
}

function ShownAlertBanner({ alert, onClose }: { readonly alert: ShownAlert; readonly onClose: (id: number) => void }) {
  const close = useCallback(() => onClose(alert.id), [onClose, alert.id]);
  return (
    <AlertBanner
      kind={alert.kind}
      title={alert.title}
      message={alert.message}
      onResend={alert.onResend}
      onClose={close}
    />
  );
}
