import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDateTime } from '../../format.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { useOwnStrikes, type StrikeJson } from './strikes-api.js';

/** Where a strike stands, as the student reads it. */
const strikeStanding = (strike: Pick<StrikeJson, 'counts' | 'excused'>): string => {
  if (strike.excused !== null) return `Excused: ${strike.excused.reason}`;
  return strike.counts ? 'Counts' : 'Expired';
};

/**
 * The student's strikes, under their interviews: each no-show's company and day, when it expires,
 * and whether it counts, excused or expired. Nothing shows while they have none.
 */
export function StrikesSection() {
  const zone = useEventTimeZone();
  const strikes = useOwnStrikes();
  const all = strikes.data ?? [];
  if (all.length === 0) return null;
  return (
    <section aria-labelledby="strikes" className="mb-4">
      <h2 id="strikes" className="h5 mb-2">
        Strikes
      </h2>
      <p className="text-body-secondary small">
        A no-show gives a strike until it expires. When interviews are allocated, students with more strikes come after
        those with fewer in each round. Speak to the organizers if you had a reason to miss an interview.
      </p>
      <Card className="shadow-sm border-0">
        <ListGroup as="ul" variant="flush" aria-label="Your strikes">
          {all.map((strike) => (
            <ListGroup.Item as="li" key={strike._id}>
              <div className="fw-semibold">{strike.companyName || '—'}</div>
              <div className="small text-body-secondary">
                No-show on {formatDateTime(strike.recordedAt, zone)} · expires {formatDateTime(strike.expiresAt, zone)}
              </div>
              <div>{strikeStanding(strike)}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card>
    </section>
  );
}
