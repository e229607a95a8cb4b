import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { formatEventTime } from '../../../../domain/event-time.js';
import { errorText } from '../../api/client.js';
import { proposeInterviewTime } from '../../api/interview-day.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

/**
 * The Set Time form's proposal: the first time, from now, free on the interview's panel and for its
 * student (INTERVIEW_MINUTES long, BUFFER_MINUTES apart), put in the field as HH:MM to set or change.
 */
export function NextFreeTimeButton({
  interviewId,
  studentName,
  onProposed,
}: {
  readonly interviewId: string;
  readonly studentName: string;
  readonly onProposed: (hhmm: string) => void;
}) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const [busy, setBusy] = useState(false);

  const propose = async () => {
    setBusy(true);
    try {
      onProposed(formatEventTime(new Date(await proposeInterviewTime(interviewId)), zone));
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
