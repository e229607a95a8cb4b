import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormModal } from './FormModal.js';
import { useAlertedCall } from './useAlertedCall.js';

/** The longest reason the server keeps (domain CANCELLATION_REASON_MAX_LENGTH). */
const REASON_MAX_LENGTH = 500;

/** What the dialog that ends an interview says and does. */
export interface EndInterviewQuestion {
  readonly title: string;
  readonly confirmLabel: string;
  readonly explanation: string;
  /** Sends the request with the reason (null: none); answers the server's message. */
  readonly end: (reason: string | null) => Promise<string>;
}

/**
 * The question asked before an interview ends before it starts (a student's withdrawal, a
 * coordinator's or admin's cancellation), with an optional reason; shown while `question` is not
 * null. The outcome shows in an alert, and the dialog closes once the server has answered. A list
 * whose rows turn into cards holds it above them, so the question outlives the row that asked it.
 */
export function EndInterviewDialog({
  question,
  onHide,
}: {
  readonly question: EndInterviewQuestion | null;
  readonly onHide: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const alerted = useAlertedCall();
  const reasonId = useId();

  const close = () => {
    setReason('');
    onHide();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (question === null) return;
    setBusy(true);
    const given = reason.trim();
    await alerted(() => question.end(given === '' ? null : given), 'Done');
    setBusy(false);
    close();
  };

  return (
    <FormModal
      title={question?.title ?? ''}
      submitLabel={question?.confirmLabel ?? ''}
      show={question !== null}
      busy={busy}
      onHide={close}
      onSubmit={(event) => void submit(event)}
    >
      <p>{question?.explanation}</p>
      <Form.Group controlId={reasonId}>
        <Form.Label>Reason (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Form.Group>
    </FormModal>
  );
}

/** A button that asks the question of EndInterviewDialog itself: for a place that never turns into cards. */
export function EndInterviewButton({
  label,
  accessibleName,
  question,
}: {
  readonly label: string;
  /** The button's name for assistive technology, naming the interview (e.g. "Withdraw from Acme"). */
  readonly accessibleName: string;
  readonly question: EndInterviewQuestion;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="outline-danger" size="sm" aria-label={accessibleName} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <EndInterviewDialog question={asking ? question : null} onHide={() => setAsking(false)} />
    </>
  );
}
