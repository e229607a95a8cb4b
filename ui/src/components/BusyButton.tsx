import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A button that shows a spinner before its label, and is off, while what it started is under way. */
export function BusyButton({ busy, disabled, children, ...button }: ButtonProps & { readonly busy: boolean }) {
  return (
    <Button {...button} disabled={busy || disabled}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
      {children}
    </Button>
  );
}
