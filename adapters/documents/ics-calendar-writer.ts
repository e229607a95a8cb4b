import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEvent, CalendarWriter } from '../../application/ports/documents.js';

const PRODUCT_ID = '-//Career Fair Portal//Interviews//EN';

/** iCalendar files written by the `ics` package, every time in UTC. */
export class IcsCalendarWriter implements CalendarWriter {
  write(name: string, events: readonly CalendarEvent[]): string {
    const { error, value } = createEvents(events.map(toAttributes), {
      productId: PRODUCT_ID,
      calName: plainText(name),
    });
    if (error !== null || value === null) throw error ?? new Error('The calendar could not be written');
    return value;
  }
}

/**
 * Every line break (a lone carriage return, a lone line feed, CR LF, and the Unicode line and paragraph
 * separators) becomes one line feed, which the writer escapes as `\n`; any other control character goes.
 * A name may then never end a content line early and start one of its own (such as `URL:`).
 */
const plainText = (text: string): string =>
  text.replace(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/g, '\n').replace(OTHER_CONTROL_CHARACTERS, '');

/** C0 controls but tab and line feed, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const OTHER_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const toAttributes = (event: CalendarEvent): EventAttributes => ({
  uid: plainText(event.uid),
  title: plainText(event.title),
  location: plainText(event.location),
  description: plainText(event.description),
  start: event.start.getTime(),
  startInputType: 'utc',
  startOutputType: 'utc',
  end: event.end.getTime(),
  endInputType: 'utc',
  endOutputType: 'utc',
  status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  busyStatus: event.cancelled ? 'FREE' : 'BUSY',
});
