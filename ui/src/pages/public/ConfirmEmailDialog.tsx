import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CONFIRM_EMAIL_TITLE } from '../../screen-texts.js';
import { resendConfirmEmail } from './api.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { BusyButton } from '../../components/BusyButton.js';

/** Shown when a student's sign-in fails because the e-mail is not verified yet (code:11002). */
export function ConfirmEmailDialog({
  email,
  onClose,
}: {
  readonly email: string | null;
  readonly onClose: () => void;
}) {
  const alerted = useAlertedCall();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    if (!email) return;
    setBusy(true);
    if (await alerted(() => resendConfirmEmail(email), `A new verification e-mail is on its way to ${email}.`))
      onClose();
    setBusy(false);
  };

  return (
    <Modal aria-labelledby="confirm-email-title" show={email !== null} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title id="confirm-email-title">{CONFIRM_EMAIL_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Your e-mail address <strong>{email}</strong> is not verified yet. Please verify it through the link we sent to
          your inbox before signing in.
        </p>
        <p className="mb-0">
          Can&apos;t find the e-mail? Check your spam folder, or request a new verification e-mail below.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Close
        </Button>
        <BusyButton variant="primary" onClick={resend} busy={busy}>
          Resend Email
        </BusyButton>
      </Modal.Footer>
    </Modal>
  );
}
