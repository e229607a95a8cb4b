import { formatEventTime } from '../../../domain/event-time.js';
import { useEventTimeZone } from '../settings/EventTimeZoneContext.js';
import { useOnline } from './useOnline.js';

/** "As of hh:mm": what a screen shows was read then, and may have changed since. */
export function AsOfNote({ at, what }: { readonly at: Date | null; readonly what: string }) {
  const zone = useEventTimeZone();
  const online = useOnline();
  if (at === null) return null;
  return (
    <p className="small text-warning-emphasis mb-2 as-of-note">
      {online ? 'Not updated now' : 'Offline'}: {what} as of {formatEventTime(at, zone)}
    </p>
  );
}
