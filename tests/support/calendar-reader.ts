import ICAL from 'ical.js';

/** What a test reads back from one event of an .ics file. */
export interface ReadEvent {
  readonly uid: string;
  readonly summary: string;
  readonly location: string;
  readonly start: string;
  readonly end: string;
  readonly status: string;
}

/** Parses an iCalendar text with ical.js, as a calendar program would, into its events in file order. */
export const readCalendar = (text: string): { name: string; events: ReadEvent[] } => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: String(component.getFirstPropertyValue('status') ?? ''),
      };
    }),
  };
};
