import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import Spinner from 'react-bootstrap/Spinner';
import { CONFIRM_DELETE } from '../../../domain/messages.js';

/** A Delete button that asks "Confirm Delete?" in a popover with Delete and Cancel (spec §2). */
export function DeleteButton({
  onConfirm,
  label = 'Delete',
  subject,
  size = 'sm',
}: {
  readonly onConfirm: () => Promise<unknown>;
  readonly label?: string;
  /** What is deleted, to name the button among its neighbours ("Delete hr@acme.test"). */
  readonly subject: string;
  readonly size?: 'sm' | 'lg';
}) {
  const target = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        ref={target}
        variant="outline-danger"
        size={size}
        onClick={() => setOpen((now) => !now)}
        aria-expanded={open}
        aria-label={`${label} ${subject}`}
      >
        {label}
      </Button>
      <Overlay target={target.current} show={open} placement="left" rootClose onHide={() => setOpen(false)}>
        <Popover>
          <Popover.Header as="h3">{CONFIRM_DELETE}</Popover.Header>
          <Popover.Body className="d-flex gap-2">
            <Button variant="danger" size="sm" onClick={confirm} disabled={busy}>
              {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
              Delete
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}
