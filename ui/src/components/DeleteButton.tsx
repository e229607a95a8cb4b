import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import Spinner from 'react-bootstrap/Spinner';
import { CONFIRM_DELETE } from '../screen-texts.js';

/**
 * A Delete button that asks "Confirm Delete?" in a popover with Delete and Cancel (spec §2). The
 * popover lives at the end of the page, so the keyboard is taken to its Cancel when it opens and
 * back to the button when it closes (Cancel, Escape, or after the delete).
 */
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
  const popoverId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    const focus = document.activeElement;
    // A ref on the Popover would be replaced by the Overlay's own, hence the id.
    const keyboardInside = focus === document.body || focus?.closest(`[id="${popoverId}"]`) != null;
    setOpen(false);
    if (keyboardInside) target.current?.focus();
  };

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      close();
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
      <Overlay
        target={target.current}
        show={open}
        placement="left"
        flip
        rootClose
        onHide={close}
        onEntered={() => cancel.current?.focus()}
      >
        <Popover id={popoverId}>
          <Popover.Header as="h3">{CONFIRM_DELETE}</Popover.Header>
          <Popover.Body className="d-flex gap-2">
            <Button variant="danger" size="sm" onClick={confirm} disabled={busy}>
              {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
              Delete
            </Button>
            <Button ref={cancel} variant="secondary" size="sm" onClick={close} disabled={busy}>
              Cancel
            </Button>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}
