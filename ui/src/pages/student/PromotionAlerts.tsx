import { useEffect } from 'react';
import { PROMOTION_KINDS } from '../../api/live.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useLive } from '../../live/LiveContext.js';
import { notifyInBrowser } from './youre-next.js';

export const PROMOTION_TITLE = 'A place for you';

/** What the banner says when the student got a place from a company's reserve list (docs/allocation.md). */
export const promotionMessage = (companyName: string | undefined): string =>
  companyName === undefined
    ? 'A place freed up and you were first on the reserve list: you have a new interview.'
    : `A place freed up at ${companyName} and you were first on its reserve list: you have an interview with ${companyName}.`;

/** Anywhere in the student area: when the live stream says the student got a freed place, a banner names the company. */
export function PromotionAlerts() {
  const { feed } = useLive();
  const alerts = useAlerts();

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(PROMOTION_KINDS, (event) => {
      if (event?.kind !== 'interview.promoted') return;
      // An event told before events named the company has no companyName: the banner then names none.
      const message = promotionMessage(event.companyName as string | undefined);
      alerts.info(message, { title: PROMOTION_TITLE });
      notifyInBrowser(PROMOTION_TITLE, message);
    });
  }, [feed, alerts]);

  return null;
}
