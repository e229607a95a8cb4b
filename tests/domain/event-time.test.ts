import { expect } from 'chai';
import {
  DEFAULT_EVENT_TIME_ZONE,
  EVENT_DATE_TIME_SHEET_FORMAT,
  eventWallClock,
  formatEventDate,
  formatEventDateTime,
  formatEventTime,
  isTimeZone,
  parseEventTime,
} from '../../domain/event-time.js';
import { leftOf, rightOf } from './validated.js';

describe('event time', () => {
  it("defaults to the spec's +5:30 zone, Asia/Colombo", () => {
    expect(DEFAULT_EVENT_TIME_ZONE).to.equal('Asia/Colombo');
  });

  it('shows an instant as HH:MM in the event zone', () => {
    expect(formatEventTime(new Date('2026-03-01T04:00:00Z'))).to.equal('09:30');
    expect(formatEventTime(new Date('2026-03-01T04:00:00Z'), 'UTC')).to.equal('04:00');
  });

  it('uses the 24-hour clock, midnight as 00', () => {
    expect(formatEventTime(new Date('2026-03-01T18:30:00Z'))).to.equal('00:00');
    expect(formatEventTime(new Date('2026-03-01T10:15:00Z'))).to.equal('15:45');
  });

  it('follows a zone with daylight saving time', () => {
    expect(formatEventTime(new Date('2026-01-15T12:00:00Z'), 'Europe/London')).to.equal('12:00');
    expect(formatEventTime(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).to.equal('13:00');
  });

  it('shows the calendar date in the event zone, which can differ from the UTC date', () => {
    expect(formatEventDate(new Date('2026-03-01T20:00:00Z'))).to.equal('2026-03-02');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatEventTime(new Date('nonsense'))).to.equal('');
    expect(formatEventDate(new Date('nonsense'))).to.equal('');
  });

  it('knows real zones from made-up ones', () => {
    expect([isTimeZone('Asia/Colombo'), isTimeZone('UTC'), isTimeZone('Mars/Olympus'), isTimeZone('')]).to.deep.equal([
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads a date and an HH:MM time on the event clock as the instant they stand for', () => {
    expect(rightOf(parseEventTime('2026-03-01', '09:30')).toISOString()).to.equal('2026-03-01T04:00:00.000Z');
    expect(rightOf(parseEventTime('2026-03-02', '00:15')).toISOString()).to.equal('2026-03-01T18:45:00.000Z');
  });

  it('reads times across daylight saving time in a zone that has it', () => {
    expect(rightOf(parseEventTime('2026-07-15', '13:00', 'Europe/London')).toISOString()).to.equal(
      '2026-07-15T12:00:00.000Z',
    );
    expect(rightOf(parseEventTime('2026-01-15', '13:00', 'Europe/London')).toISOString()).to.equal(
      '2026-01-15T13:00:00.000Z',
    );
  });

  it('gives back what it shows', () => {
    const instant = rightOf(parseEventTime('2026-03-01', '14:05'));
    expect([formatEventDate(instant), formatEventTime(instant)]).to.deep.equal(['2026-03-01', '14:05']);
  });

  it('refuses a malformed time, a malformed date, an impossible date and an unknown zone', () => {
    expect(leftOf(parseEventTime('2026-03-01', '24:00'))).to.equal('Enter the time as HH:MM (24-hour)');
    expect(leftOf(parseEventTime('2026-03-01', '9:30'))).to.equal('Enter the time as HH:MM (24-hour)');
    expect(leftOf(parseEventTime('01/03/2026', '09:30'))).to.equal('Enter the date as YYYY-MM-DD');
    expect(leftOf(parseEventTime('2026-02-30', '09:30'))).to.equal('Enter the date as YYYY-MM-DD');
    expect(leftOf(parseEventTime('2026-03-01', '09:30', 'Mars/Olympus'))).to.equal('Unknown time zone');
  });

  describe('the one format a person reads a time in', () => {
    it('is the day, the date and HH:MM on the fair\'s clock: "Sun 1 Mar, 09:30"', () => {
      expect(formatEventDateTime(new Date('2026-03-01T04:00:00Z'))).to.equal('Sun 1 Mar, 09:30');
      expect(formatEventDateTime(new Date('2026-11-26T13:10:00Z'))).to.equal('Thu 26 Nov, 18:40');
    });

    it("takes the day from the fair's calendar, not UTC's, and the 24-hour clock", () => {
      expect(formatEventDateTime(new Date('2026-03-01T18:30:00Z'))).to.equal('Mon 2 Mar, 00:00');
      expect(formatEventDateTime(new Date('2026-03-01T18:29:00Z'), 'UTC')).to.equal('Sun 1 Mar, 18:29');
      expect(formatEventDateTime(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).to.equal('Wed 15 Jul, 13:00');
    });

    it('is never 12-hour nor ISO, and shows nothing for an invalid date', () => {
      const shown = formatEventDateTime(new Date('2026-03-01T14:45:00Z'));
      expect(shown).to.equal('Sun 1 Mar, 20:15');
      expect(shown).not.to.match(/AM|PM|T\d\d:/);
      expect(formatEventDateTime(new Date('nonsense'))).to.equal('');
    });

    it("gives a workbook the fair's wall clock for a date cell, shown in the same format", () => {
      expect(eventWallClock(new Date('2026-03-01T04:00:00Z')).toISOString()).to.equal('2026-03-01T09:30:00.000Z');
      expect(eventWallClock(new Date('2026-03-01T20:00:00Z')).toISOString()).to.equal('2026-03-02T01:30:00.000Z');
      expect(EVENT_DATE_TIME_SHEET_FORMAT).to.equal('ddd d mmm", "hh:mm');
    });
  });
});
