import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { isLeft } from 'fp-ts/lib/Either.js';
import { formatEventDate, formatEventTime, parseEventTime } from '../../../../domain/event-time.js';
import { displayName } from '../../../../domain/student.js';
import { errorText } from '../../api/client.js';
import { setInterviewTime } from '../../api/coordinator-area.js';
import type { CompanyInterviewJson } from '../../api/types.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

/**
 * Set Time: HH:MM on the fair's clock, on the day the interview already has (else today on that
 * clock), sent as an ISO instant; an empty field clears the time.
 */
export function SetTimeForm({
  interview,
  onSaved,
}: {
  readonly interview: CompanyInterviewJson;
  readonly onSaved: () => void;
}) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const saved = interview.time ? new Date(interview.time) : null;
  const [value, setValue] = useState(saved ? formatEventTime(saved, zone) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = displayName(interview.student);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let time: string | null = null;
    if (value.trim() !== '') {
      const parsed = parseEventTime(formatEventDate(saved ?? new Date(), zone), value, zone);
      if (isLeft(parsed)) {
        setError(parsed.left);
        return;
      }
      time = parsed.right.toISOString();
    }
    setError(null);
    setBusy(true);
    try {
      const message = await setInterviewTime(interview._id, time);
      alerts.success(message || (time ? `${name} is interviewed at ${value}.` : `${name} has no interview time now.`));
      onSaved();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} className="d-flex align-items-start gap-2 justify-content-end">
      <div>
        <Form.Control
          type="time"
          size="sm"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          isInvalid={error !== null}
          aria-label={`Time for ${name}`}
          style={{ width: '8rem' }}
        />
        <Form.Control.Feedback type="invalid" className="text-wrap">
          {error}
        </Form.Control.Feedback>
      </div>
      <Button type="submit" size="sm" variant="outline-primary" className="text-nowrap" disabled={busy}>
        {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
        Set Time
      </Button>
    </Form>
  );
}
