import { useEffect, useState } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { NEXT_TURN_KINDS } from '../../api/live.js';
import { useStudentInterviews } from './interviews-api.js';
import { useLive } from '../../live/LiveContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { notifyInBrowser, stillNext, YOURE_NEXT_TITLE, youreNextMessage, type Call } from './youre-next.js';

/**
 * Anywhere in the student area: when the live stream says the student is next in a panel's queue,
 * a banner names the company, panel and time, and so does a browser notification if they allowed them.
 * The banner sits in a polite live region that is there from the page's load, so that a screen reader
 * reads it as it appears; it goes once the interview is no longer next (started, finished, a no-show, moved).
 */
export function YoureNextAlerts() {
  const { feed } = useLive();
  const zone = useEventTimeZone();
  const [call, setCall] = useState<Call | null>(null);
  const interviews = useStudentInterviews(call !== null);

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(NEXT_TURN_KINDS, (event) => {
      if (event?.kind !== 'interview.next') return;
      const message = youreNextMessage(event, zone);
      setCall({ interviewId: event.interviewId, panelId: event.panelId, message });
      notifyInBrowser(YOURE_NEXT_TITLE, message);
    });
  }, [feed, zone]);

  const over = call !== null && interviews.data !== undefined && !stillNext(call, interviews.data);
  useEffect(() => {
    if (over) setCall(null);
  }, [over]);

  return (
    <div role="status" aria-live="polite" aria-label="Your turn" className="youre-next">
      {call && !over && (
        <div className="alert alert-info d-flex align-items-start gap-2 rounded-0 border-start-0 border-end-0 mb-0">
          <div className="flex-grow-1">
            <h2 className="fs-6 fw-semibold mb-1">{YOURE_NEXT_TITLE}</h2>
            <div className="small">{call.message}</div>
          </div>
          <CloseButton aria-label={`Close "${YOURE_NEXT_TITLE}"`} onClick={() => setCall(null)} />
        </div>
      )}
    </div>
  );
}
