import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { displayName } from '../../../../domain/student.js';
import { moveInterview } from '../../api/company-interviews.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { actionsFor, type InterviewAction } from './interview-actions.js';

const VARIANTS: Readonly<Record<InterviewAction['label'], string>> = {
  'Make Ongoing': 'primary',
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

  const move = async (action: InterviewAction) => {
    setBusy(action.label);
    await alerted(
      () => moveInterview(interview._id, action.to),
      `${displayName(interview.student)} is now ${action.to}.`,
    );
    // Refused or not, someone else may have moved it meanwhile: show the queue as it is now.
    onMoved();
    setBusy(null);
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
          onClick={() => void move(action)}
        >
          {busy === action.label && <Spinner as="span" animation="border" size="sm" className="me-1" />}
          {action.label}
        </Button>
      ))}
    </>
  );
}
