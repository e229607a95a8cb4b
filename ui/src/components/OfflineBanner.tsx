import Alert from 'react-bootstrap/Alert';
import { useConnection } from '../live/LiveContext.js';
import { offlineNotice } from '../live/offline-notice.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';

/**
 * A status line while the portal cannot be reached: offline since when, and that it is reconnecting.
 * Screens meanwhile show what they last read (and poll where they can); it goes once the live stream is back.
 */
export function OfflineBanner() {
  const { offlineSince } = useConnection();
  const zone = useEventTimeZone();
  return (
    <div role="status" aria-live="polite">
      {offlineSince && (
        <Alert variant="warning" className="mb-0 rounded-0 py-2 text-center small">
          {offlineNotice(offlineSince, zone)}
        </Alert>
      )}
    </div>
  );
}
