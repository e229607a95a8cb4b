import { useEffect, useState } from 'react';
import { DEFAULT_FAIR_SETTINGS } from '../../../../domain/fair-settings.js';
import Alert from 'react-bootstrap/Alert';
import { formatCountdown, selectionWindowNotice } from '../../settings/selection-window-notice.js';
import { useSelectionWindow } from './api.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';

/** How often the countdown is redrawn. */
const TICK_MS = 1000;

/**
 * The selection window on the student's Companies screen, with a countdown to its opening or its
 * closing. The countdown runs on the server's clock (the answer's `now`), whatever the browser's says.
 */
export function SelectionWindowNotice() {
  const selectionWindow = useSelectionWindow();
  const zone = useEventTimeZone();
  const [clientNow, setClientNow] = useState(() => Date.now());
  const [skew, setSkew] = useState(0);
  const data = selectionWindow.data;

  useEffect(() => {
    if (data) setSkew(new Date(data.now).getTime() - Date.now());
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!data) return null;
  const now = new Date(clientNow + skew);
  const settings = {
    ...DEFAULT_FAIR_SETTINGS,
    selectionOpensAt: data.opensAt === null ? null : new Date(data.opensAt),
    selectionClosesAt: data.closesAt === null ? null : new Date(data.closesAt),
  };
  const notice = selectionWindowNotice(settings, now, zone);
  if (notice === null) return null;
  const open = notice.countdownTo !== null && notice.countdownTo === settings.selectionClosesAt;
  return (
    <Alert variant={open ? 'info' : 'warning'} className="d-flex flex-wrap justify-content-between gap-2">
      <span>{notice.text}</span>
      {notice.countdownTo !== null && (
        <span className="fw-semibold">
          {open ? 'Closes in' : 'Opens in'} {formatCountdown(notice.countdownTo.getTime() - now.getTime())}
        </span>
      )}
    </Alert>
  );
}
