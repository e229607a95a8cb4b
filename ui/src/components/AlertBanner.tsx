import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ALERT_AUTO_CLOSE_MS, ALERT_TITLES, type AlertKind } from '../alerts/alert.js';

export type { AlertKind };

const VARIANT: Readonly<Record<AlertKind, string>> = { error: 'danger', success: 'success', info: 'info' };

/**
 * The alert banner of spec §2: error, success or info; info can carry "Resend Email".
 * It closes itself after the spec's 5000 ms.
 */
export function AlertBanner({
  kind,
  title,
  message,
  onClose,
  onResend,
}: {
  readonly kind: AlertKind;
  readonly title?: string | undefined;
  readonly message: string;
  readonly onClose: () => void;
  readonly onResend?: (() => void) | undefined;
}) {
  useEffect(() => {
    const timer = setTimeout(onClose, ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  return (
    <Alert
      variant={VARIANT[kind]}
      dismissible
      onClose={onClose}
      className="shadow-sm mb-2"
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <Alert.Heading as="h2" className="fs-6 fw-semibold mb-1">
        {title ?? ALERT_TITLES[kind]}
      </Alert.Heading>
      <div className="small">{message}</div>
      {kind === 'info' && onResend && (
        <Button variant="outline-primary" size="sm" className="mt-2" onClick={onResend}>
          Resend Email
        </Button>
      )}
    </Alert>
  );
}
