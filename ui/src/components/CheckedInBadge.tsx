import Badge from 'react-bootstrap/Badge';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';
import { formatEventTime } from '../../../domain/event-time.js';
import type { InterviewStatus } from '../../../domain/interview.js';

/**
 * "Here": the student checked in at the desk, with the time, on every board and list; not on a
 * no-show, whose row says No-Show alone.
 */
export function CheckedInBadge({
  checkedInAt,
  status,
}: {
  readonly checkedInAt: string | null;
  readonly status: InterviewStatus;
}) {
  const zone = useEventTimeZone();
  if (checkedInAt === null || status === 'no-show') return null;
  const at = formatEventTime(new Date(checkedInAt), zone);
  return (
    <Badge bg="success" title={`Checked in at ${at}`} className="checked-in-badge">
      Here <span className="visually-hidden">(checked in at {at})</span>
    </Badge>
  );
}
