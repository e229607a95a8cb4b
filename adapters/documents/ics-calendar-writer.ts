import { createEvents, type EventAttributes } from 'ics';
import type { CalendarEvent, CalendarWriter } from '../../application/ports/documents.js';

const PRODUCT_ID = '-//Career Fair Portal//Interviews//EN';

/** iCalendar files written by the `ics` package, every time in UTC. */
export class IcsCalendarWriter implements CalendarWriter {
  write(name: string, events: readonly CalendarEvent[]): string {
    const { error, value } = createEvents(events.map(toAttributes), { productId: PRODUCT_ID, calName: name });
    if (error !== null || value === null) throw error ?? new Error('The calendar could not be written');
    return value;
  }
}

const toAttributes = (event: CalendarEvent): EventAttributes => ({
  uid: event.uid,
  title: event.title,
  location: event.location,
  description: event.description,
  start: event.start.getTime(),
  startInputType: 'utc',
  startOutputType: 'utc',
  end: event.end.getTime(),
  endInputType: 'utc',
  endOutputType: 'utc',
  status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  busyStatus: event.cancelled ? 'FREE' : 'BUSY',
});
