import { useEffect } from 'react';
import { PLACE_WARNING_KINDS } from '../../api/live.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useLive } from '../../live/LiveContext.js';

export const PLACE_WARNING_TITLE = 'Your turn is coming';

/** What the banner says when the student's place in a queue comes to the place they chose to be warned at. */
export const placeWarningMessage = ({
  companyName,
  panelName,
  place,
}: {
  readonly companyName: string;
  readonly panelName: string;
  readonly place: number;
}): string =>
  `You are number ${place} in the queue of ${panelName === '' ? companyName : `${companyName} (${panelName})`}. Please stay close.`;

/** Anywhere in the student area: the warning near the student's turn shows in a banner, read out politely. */
export function PlaceWarningAlerts() {
  const { feed } = useLive();
  const alerts = useAlerts();

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(PLACE_WARNING_KINDS, (event) => {
      if (event?.kind !== 'interview.place-warning') return;
      alerts.info(placeWarningMessage(event), { title: PLACE_WARNING_TITLE });
    });
  }, [feed, alerts]);

  return null;
}
