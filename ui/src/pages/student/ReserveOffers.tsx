import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatEventTime } from '../../../../domain/event-time.js';
import { errorText } from '../../api/client.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { formatCountdown } from '../../settings/selection-window-notice.js';
import { answerOffer, type ReserveOfferJson, useReserveStanding } from './reserves-api.js';

const TICK_MS = 1000;

/**
 * The student's reserve lists on their Interviews page (docs/students.md): each place offered to
 * them, with its deadline counted down on the server's clock and Accept / Decline, and their place
 * on each company's reserve list ("reserve place 2 of 5").
 */
export function ReserveOffers() {
  const standing = useReserveStanding();
  const [clientNow, setClientNow] = useState(() => Date.now());
  const data = standing.data;
  // How far the server's clock is ahead of this browser's, as of the last read.
  const [skew, setSkew] = useState(0);
  useEffect(() => {
    if (data) setSkew(Date.parse(data.now) - Date.now());
  }, [data]);
  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  if (!data || (data.offers.length === 0 && data.places.length === 0)) return null;
  const now = clientNow + skew;
  return (
    <section aria-labelledby="reserve-lists" className="mb-4">
      <h2 id="reserve-lists" className="h5 mb-3">
        Reserve lists
      </h2>
      {data.offers.map((offer) => (
        <OfferCard key={offer._id} offer={offer} now={now} />
      ))}
      {data.places.length > 0 && (
        <Card className="shadow-sm border-0">
          <ListGroup variant="flush">
            {data.places.map((place) => (
              <ListGroup.Item key={place.companyId} className="d-flex flex-wrap justify-content-between gap-2">
                <span className="fw-semibold">{place.companyName}</span>
                <span>
                  Reserve place {place.place} of {place.of}
                </span>
              </ListGroup.Item>
            ))}
          </ListGroup>
          <Card.Footer className="small text-body-secondary">
            When a place frees up, it is offered to the student at place 1, who has a short time to accept it.
          </Card.Footer>
        </Card>
      )}
    </section>
  );
}

function OfferCard({ offer, now }: { readonly offer: ReserveOfferJson; readonly now: number }) {
  const alerts = useAlerts();
  const zone = useEventTimeZone();
  const [busy, setBusy] = useState(false);
  const left = Date.parse(offer.expiresAt) - now;

  const answer = async (choice: 'accept' | 'decline') => {
    setBusy(true);
    try {
      alerts.success(await answerOffer(offer._id, choice));
    } catch (error) {
      alerts.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="shadow-sm border-0 border-start border-4 border-warning mb-3">
      <Card.Body>
        <Card.Title as="h3" className="h6">
          A place at {offer.companyName} is offered to you
        </Card.Title>
        <p className="mb-2">
          Accept it by {formatEventTime(new Date(offer.expiresAt), zone)}
          {left > 0 ? ` (${formatCountdown(left)} left)` : ' (the time is up)'}; after that, or if you decline, it goes
          to the next student waiting.
        </p>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void answer('accept')} disabled={busy}>
            Accept the place at {offer.companyName}
          </Button>
          <Button variant="outline-secondary" onClick={() => void answer('decline')} disabled={busy}>
            Decline
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
