import { useEffect } from 'react';
import { type AlertKind, studentAlertOf } from '../../../../domain/student-alerts.js';
import type { LiveEvent } from '../../api/live.js';
import { useAlerts } from '../../components/AlertsContext.js';
import { useLive } from '../../live/LiveContext.js';
import { useEventTimeZone } from '../../settings/EventTimeZoneContext.js';
import { notifyInBrowser } from './youre-next.js';

/** The student alerts shown as a passing banner ("you're next" and messages have banners of their own). */
const BANNER_KINDS = [
  'interview.place-warning',
  'interview.promoted',
  'reserve.offered',
] as const satisfies readonly AlertKind[];
type BannerEvent = Extract<LiveEvent, { kind: (typeof BANNER_KINDS)[number] }>;

const isBanner = (event: LiveEvent | null): event is BannerEvent =>
  event !== null && (BANNER_KINDS as readonly string[]).includes(event.kind);

/**
 * Anywhere in the student area: the warning near their turn, a place they got from a reserve list and
 * a place offered to them show in a banner, read out politely, in the words of their push
 * notification; a browser notification too, if they allowed them.
 */
export function StudentAlertBanners() {
  const { feed } = useLive();
  const alerts = useAlerts();
  const zone = useEventTimeZone();

  useEffect(() => {
    if (!feed) return;
    return feed.subscribe(BANNER_KINDS, (event) => {
      if (!isBanner(event)) return;
      const { title, body } = studentAlertOf(event, zone);
      alerts.info(body, { title });
      notifyInBrowser(title, body);
    });
  }, [feed, alerts, zone]);

  return null;
}
