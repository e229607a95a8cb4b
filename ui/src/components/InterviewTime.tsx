import { formatDateTime } from '../format.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';

/** An interview's time, "Thu 26 Nov, 09:30" on the fair's clock (design §5.3), or that none is set yet. */
export function InterviewTime({ time }: { readonly time: string | null }) {
  const zone = useEventTimeZone();
  if (!time) return <span className="text-body-secondary">Not set</span>;
  // In a narrow column it wraps after the day, never inside it nor inside the HH:MM.
  const [day, clock] = formatDateTime(time, zone).split(', ');
  return (
    <time dateTime={time}>
      {clock === undefined ? (
        day
      ) : (
        <>
          <span className="text-nowrap">{day},</span> <span className="text-nowrap">{clock}</span>
        </>
      )}
    </time>
  );
}
