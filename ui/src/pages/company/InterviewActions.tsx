import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { actionsFor, type InterviewAction } from '../../../../domain/interview.js';
import { displayName } from '../../../../domain/student.js';
import { errorText } from '../../api/client.js';
import { moveInterview } from '../../api/company-interviews.js';
import type { InterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';

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
  readonly interview: InterviewJson;
  readonly onMoved: () => void;
}) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState<InterviewAction['label'] | null>(null);

  const move = async (action: InterviewAction) => {
    setBusy(action.label);
    try {
      const message = await moveInterview(interview._id, action.to);
      alerts.success(message || `${displayName(interview.student)} is now ${action.to}.`);
      onMoved();
    } catch (error) {
      alerts.error(errorText(error));
      // Someone else may have moved it first: show the queue as it is now.
      onMoved();
    } finally {
      setBusy(null);
    }
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
