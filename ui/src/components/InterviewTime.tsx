import { formatDateTime } from '../format.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';

/** An interview's time, "Thu 26 Nov, 09:30" on the fair's clock (design §5.3), or that none is set yet. */
export function InterviewTime({ time }: { readonly time: string | null }) {
  const zone = useEventTimeZone();
  if (!time) return <span className="text-body-secondary">Not set</span>;
  return (
    <time dateTime={time} className="text-nowrap">
      {formatDateTime(time, zone)}
    </time>
  );
}
