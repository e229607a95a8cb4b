import { expect } from 'chai';
import { IcsCalendarWriter } from '../../../adapters/documents/ics-calendar-writer.js';
import type { CalendarEvent } from '../../../application/ports/documents.js';

const anInterview = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'interview-1@career-fair',
  title: 'Interview: Amaya Perera',
  location: 'Acme, Panel A',
  description: 'Queue 1',
  start: new Date('2026-03-01T04:00:00Z'),
  end: new Date('2026-03-01T04:30:00Z'),
  cancelled: false,
  ...fields,
});

/** The content lines as a lenient reader sees them: any CR, LF or CR LF ends a line, and a folded line is joined. */
const contentLines = (ics: string): string[] =>
  ics
    .split(/\r\n|\r|\n/)
    .reduce<string[]>((lines, line) => {
      if (line.startsWith(' ') && lines.length > 0) lines[lines.length - 1] += line.slice(1);
      else lines.push(line);
      return lines;
    }, [])
    .filter((line) => line !== '');

const propertyNames = (ics: string): string[] => contentLines(ics).map((line) => line.split(/[:;]/)[0]!);

const EXPECTED_PROPERTIES = [
  'BEGIN',
  'VERSION',
  'CALSCALE',
  'PRODID',
  'METHOD',
  'X-WR-CALNAME',
  'X-PUBLISHED-TTL',
  'BEGIN',
  'UID',
  'SUMMARY',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'DESCRIPTION',
  'LOCATION',
  'STATUS',
  'X-MICROSOFT-CDO-BUSYSTATUS',
  'END',
  'END',
];

describe('IcsCalendarWriter', () => {
  const writer = new IcsCalendarWriter();

  it('writes one event per interview with its title, place and times in UTC', () => {
    const ics = writer.write('Acme interviews', [anInterview()]);
    expect(propertyNames(ics)).to.deep.equal(EXPECTED_PROPERTIES);
    expect(contentLines(ics)).to.include.members([
      'X-WR-CALNAME:Acme interviews',
      'SUMMARY:Interview: Amaya Perera',
      'LOCATION:Acme\\, Panel A',
      'DTSTART:20260301T040000Z',
      'DTEND:20260301T043000Z',
      'STATUS:CONFIRMED',
    ]);
  });

  for (const [kind, lineBreak] of [
    ['a lone carriage return', '\r'],
    ['a lone line feed', '\n'],
    ['a carriage return and line feed', '\r\n'],
    ['a line separator', '\u2028'],
    ['a form feed', '\f'],
  ] as const) {
    it(`escapes ${kind} in the calendar's name and in every text of an event, so no line of its own is planted`, () => {
      const planted = `Mallory${lineBreak}URL:https://evil.test`;
      const ics = writer.write(planted, [
        anInterview({ uid: planted, title: planted, location: planted, description: planted }),
      ]);
      expect(propertyNames(ics)).to.deep.equal(EXPECTED_PROPERTIES);
      expect(contentLines(ics)).to.include.members([
        'X-WR-CALNAME:Mallory\\nURL:https://evil.test',
        'SUMMARY:Mallory\\nURL:https://evil.test',
        'DESCRIPTION:Mallory\\nURL:https://evil.test',
      ]);
    });
  }

  it('drops other control characters and keeps the rest of the text', () => {
    const ics = writer.write('Acme', [anInterview({ title: 'Amaya\u0000\u001b Perera\u007f' })]);
    expect(contentLines(ics)).to.include('SUMMARY:Amaya Perera');
  });
});
