import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { CONFIRM_SUBMIT } from '../../screen-texts.js';

/** "Are you sure you want to submit?" before a selection is sent (spec §2). */
export function ConfirmSubmitModal({
  show,
  busy,
  label,
  onConfirm,
  onCancel,
}: {
  readonly show: boolean;
  readonly busy: boolean;
  /** Submit or Re-submit. */
  readonly label: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-submit-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-submit-title" as="h2" className="h5">
          {CONFIRM_SUBMIT}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>Your list replaces any selection you submitted before, in the order shown.</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" />}
          {label}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
