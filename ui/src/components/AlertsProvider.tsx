import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AlertBanner, type AlertKind } from './AlertBanner.js';
import { AlertsContext, type Alerts } from './AlertsContext.js';

interface Shown {
  readonly id: number;
  readonly kind: AlertKind;
  readonly title: string | undefined;
  readonly message: string;
  readonly onResend: (() => void) | undefined;
}

let nextId = 0;

/** Holds the banners on screen, newest last, in a stack over the page. */
export function AlertsProvider({ children }: { readonly children: ReactNode }) {
  const [shown, setShown] = useState<readonly Shown[]>([]);

  const push = useCallback((kind: AlertKind, message: string, title?: string, onResend?: () => void) => {
    nextId += 1;
    const id = nextId;
    setShown((now) => [...now, { id, kind, title, message, onResend }]);
  }, []);

  const close = useCallback((id: number) => setShown((now) => now.filter((alert) => alert.id !== id)), []);

  const alerts = useMemo<Alerts>(
    () => ({
      error: (message, title) => push('error', message, title),
      success: (message, title) => push('success', message, title),
      info: (message, options) => push('info', message, options?.title, options?.onResend),
    }),
    [push],
  );

  return (
    <AlertsContext.Provider value={alerts}>
      {children}
      <div className="alert-stack" aria-live="polite">
        {shown.map((alert) => (
          <ShownAlert key={alert.id} alert={alert} onClose={close} />
        ))}
      </div>
    </AlertsContext.Provider>
  );
}

function ShownAlert({ alert, onClose }: { readonly alert: Shown; readonly onClose: (id: number) => void }) {
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
