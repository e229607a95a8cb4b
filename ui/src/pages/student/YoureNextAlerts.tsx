import { useEffect } from 'react';
import { NEXT_TURN_KINDS } from '../../api/live.js';
import { readStudentInterviews } from '../../api/student-interviews.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useLive } from '../../live/LiveContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { notifyInBrowser, YOURE_NEXT_TITLE, youreNextMessage } from './youre-next.js';

/**
 * Anywhere in the student area: when the live stream says the student is next in a panel's queue,
 * a banner names the company, panel and time, and so does a browser notification if they allowed them.
 */
export function YoureNextAlerts() {
  const { feed } = useLive();
  const alerts = useAlerts();
  const zone = useEventTimeZone();

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(NEXT_TURN_KINDS, (event) => {
      if (event?.kind !== 'interview.next') return;
      const tell = (message: string) => {
        alerts.info(message, { title: YOURE_NEXT_TITLE });
        notifyInBrowser(YOURE_NEXT_TITLE, message);
      };
      readStudentInterviews().then(
        (interviews) =>
          tell(
            youreNextMessage(
              interviews.find((interview) => interview._id === event.interviewId),
              zone,
            ),
          ),
        () => tell(youreNextMessage(undefined, zone)),
      );
    });
  }, [feed, alerts, zone]);

  return null;
}
