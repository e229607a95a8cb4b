import Badge from 'react-bootstrap/Badge';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';
import { formatEventTime } from '../../../domain/event-time.js';

/** "Here": the student checked in at the desk, with the time, on every board and list. */
export function CheckedInBadge({ checkedInAt }: { readonly checkedInAt: string | null }) {
  const zone = useEventTimeZone();
  if (checkedInAt === null) return null;
  const at = formatEventTime(new Date(checkedInAt), zone);
  return (
    <Badge bg="success" title={`Checked in at ${at}`} className="checked-in-badge">
      Here <span className="visually-hidden">(checked in at {at})</span>
    </Badge>
  );
}
