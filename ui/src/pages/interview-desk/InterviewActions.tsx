import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { displayName } from '../../../../domain/student.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlertedCall } from '../../components/useAlertedCall.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { useMoveInterview } from './api.js';
import { useConfirmMove } from './ConfirmMoveDialog.js';
import { actionsFor, confirmationFor, type InterviewAction } from './interview-actions.js';

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
  const confirmMove = useConfirmMove();
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
    if (asked !== null) confirmMove({ asked, confirm: () => void move(action) });
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
    </>
  );
}
