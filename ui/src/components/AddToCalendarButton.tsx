import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DOWNLOAD_SUCCESS } from '../screen-texts.js';
import { downloadCalendar } from './calendar-api.js';
import { useAlertedCall } from './useAlertedCall.js';

/**
 * Add to Calendar: downloads the .ics file of the timed interviews in view, the student's own or a
 * company's (one panel's when given), for any calendar program to import; importing it again updates
 * the events rather than adding them twice.
 */
export function AddToCalendarButton({
  company,
  panel,
  size,
}: {
  readonly company?: string;
  readonly panel?: string;
  readonly size?: 'sm';
}) {
  const alerted = useAlertedCall();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    await alerted(async () => {
      await downloadCalendar({ company, panel });
      return DOWNLOAD_SUCCESS;
    }, DOWNLOAD_SUCCESS);
    setBusy(false);
  };

  return (
    <Button variant="outline-primary" size={size} className="text-nowrap" disabled={busy} onClick={() => void add()}>
      {busy && <Spinner as="span" animation="border" size="sm" className="me-1" />}
      Add to Calendar
    </Button>
  );
}
