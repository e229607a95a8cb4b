import { useEffect } from 'react';
import { MESSAGE_KINDS } from '../../api/live.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useLive } from '../../live/LiveContext.js';

export const MESSAGE_TITLE = 'New message';

/** Anywhere in the student area: a message arriving on the live stream shows its subject in a banner, read out politely. */
export function MessageAlerts() {
  const { feed } = useLive();
  const alerts = useAlerts();

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(MESSAGE_KINDS, (event) => {
      if (event?.kind !== 'message.received' && event?.kind !== 'message.broadcast') return;
      alerts.info(`${event.subject} (see Messages)`, { title: MESSAGE_TITLE });
    });
  }, [feed, alerts]);

  return null;
}
