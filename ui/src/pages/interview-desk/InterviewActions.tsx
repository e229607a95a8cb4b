import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { displayName } from '../../../../domain/student.js';
import { moveInterview } from '../../api/company-interviews.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { actionsFor, needsConfirmation, type InterviewAction } from './interview-actions.js';

const VARIANTS: Readonly<Record<InterviewAction['label'], string>> = {
  'Make Ongoing': 'primary',
  'Mark No-Show': 'outline-danger',
  'Mark As Done': 'success',
  'Back to queue': 'outline-secondary',
};

/** The moves the domain's state machine allows from the interview's status, as buttons. */
export function InterviewActions({
  interview,
  onMoved,
}: {
  readonly interview: CompanyInterviewJson;
  readonly onMoved: () => void;
}) {
  const alerted = useAlertedCall();
  const [busy, setBusy] = useState<InterviewAction['label'] | null>(null);
  const [confirming, setConfirming] = useState<InterviewAction | null>(null);
  const name = displayName(interview.student);

  const move = async (action: InterviewAction) => {
    setBusy(action.label);
    await alerted(() => moveInterview(interview._id, action.to), `${name} is now ${action.to}.`);
    // Refused or not, someone else may have moved it meanwhile: show the queue as it is now.
    onMoved();
    setBusy(null);
  };

  /** Starting the interview of a student nobody checked in is asked about first: they may not be here. */
  const choose = (action: InterviewAction) => {
    if (needsConfirmation(action, interview)) setConfirming(action);
    else void move(action);
  };

  return (
    <>
      {actionsFor(interview.status).map((action) => (
        <Button
          key={action.label}
          size="sm"
          variant={VARIANTS[action.label]}
          className="text-nowrap"
          disabled={busy !== null}
          onClick={() => choose(action)}
        >
          {busy === action.label && <Spinner as="span" animation="border" size="sm" className="me-1" />}
          {action.label}
        </Button>
      ))}
      <NotCheckedInDialog
        name={name}
        show={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const action = confirming;
          setConfirming(null);
          if (action) void move(action);
        }}
      />
    </>
  );
}

function NotCheckedInDialog({
  name,
  show,
  onCancel,
  onConfirm,
}: {
  readonly name: string;
  readonly show: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {name} has not checked in
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>Nobody has checked {name} in at the desk yet. Start the interview anyway?</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Make Ongoing</Button>
      </Modal.Footer>
    </Modal>
  );
}
