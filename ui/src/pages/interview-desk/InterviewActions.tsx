import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { useMoveInterview } from './api.js';
import { actionsFor, confirmationFor, type InterviewAction, type MoveConfirmation } from './interview-actions.js';

const VARIANTS: Readonly<Record<InterviewAction['label'], string>> = {
  'Make Ongoing': 'primary',
  'Mark No-Show': 'outline-danger',
  'Mark As Done': 'success',
  'Back to queue': 'outline-secondary',
};

/** The moves the domain's state machine allows from the interview's status, as buttons. */
export function InterviewActions({ interview }: { readonly interview: CompanyInterviewJson }) {
  const alerted = useAlertedCall();
  const moveInterview = useMoveInterview();
  const [busy, setBusy] = useState<InterviewAction['label'] | null>(null);
  const [confirming, setConfirming] = useState<{
    readonly action: InterviewAction;
    readonly asked: MoveConfirmation;
  } | null>(null);
  const zone = useEventTimeZone();
  const name = displayName(interview.student);

  const move = async (action: InterviewAction) => {
    setBusy(action.label);
    await alerted(() => moveInterview(interview._id, action.to), `${name} is now ${action.to}.`);
    setBusy(null);
  };

  /** Starting the interview of a student nobody checked in, and any no-show, is asked about first. */
  const choose = (action: InterviewAction) => {
    const asked = confirmationFor(action, interview, name, zone);
    if (asked !== null) setConfirming({ action, asked });
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
      <ConfirmMoveDialog
        asked={confirming?.asked ?? null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const chosen = confirming;
          setConfirming(null);
          if (chosen) void move(chosen.action);
        }}
      />
    </>
  );
}

/** The question asked before a move (confirmationFor): Cancel changes nothing, the move's button makes it. */
function ConfirmMoveDialog({
  asked,
  onCancel,
  onConfirm,
}: {
  readonly asked: MoveConfirmation | null;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}) {
  const titleId = useId();
  // The last question stays in the dialog while it fades out.
  const [shown, setShown] = useState<MoveConfirmation | null>(asked);
  if (asked !== null && asked !== shown) setShown(asked);
  return (
    <Modal show={asked !== null} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {shown?.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown?.question}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant={shown?.confirm === 'Mark No-Show' ? 'danger' : 'primary'} onClick={onConfirm}>
          {shown?.confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
