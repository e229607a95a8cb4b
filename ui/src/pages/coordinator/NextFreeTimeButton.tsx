import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { errorText } from '../../api/client.js';
import { proposeInterviewTime } from './api.js';
import { useAlerts } from '../../components/AlertsContext.js';

/**
 * The Set Time form's proposal: the first time, from now, free on the interview's panel and for its
 * student (the fair's interview length long, its buffer apart), handed to the form as the instant proposed
 * (the form shows it as HH:MM and keeps its day).
 */
export function NextFreeTimeButton({
  interviewId,
  studentName,
  onProposed,
}: {
  readonly interviewId: string;
  readonly studentName: string;
  readonly onProposed: (at: Date) => void;
}) {
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);

  const propose = async () => {
    setBusy(true);
    try {
      onProposed(new Date(await proposeInterviewTime(interviewId)));
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="outline-secondary"
      className="text-nowrap"
      disabled={busy}
      onClick={() => void propose()}
      aria-label={`Next free slot, ${studentName}`}
    >
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Next free
    </Button>
  );
}
