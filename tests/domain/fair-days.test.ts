import { expect } from 'chai';
import {
  FAIR_DAYS_MESSAGES,
  fairDaysRule,
  fairTimeRefusal,
  hoursWindows,
  nextFreeTimeInHours,
  panelDays,
  panelHoursRule,
} from '../../domain/fair-days.js';
import { DEFAULT_SCHEDULE_RULES } from '../../domain/interview-schedule.js';
import { anInterview } from '../support/builders.js';

const zone = 'Asia/Colombo';
const on = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const days = [
  { date: '2026-03-03', opens: '10:00', closes: '11:00' },
  { date: '2026-03-02', opens: '09:00', closes: '12:00' },
];

describe("The fair's days", () => {
  it('are real dates, each once, with hours that end after they start', () => {
    expect(fairDaysRule(days)).to.equal(null);
    expect(fairDaysRule([{ date: '2026-02-30', opens: '09:00', closes: '12:00' }])).to.equal(
      FAIR_DAYS_MESSAGES.invalidDate('2026-02-30'),
    );
    expect(fairDaysRule([{ date: '2026-03-02', opens: '12:00', closes: '12:00' }])).to.equal(
      FAIR_DAYS_MESSAGES.closesBeforeOpening('2026-03-02'),
    );
    expect(fairDaysRule([...days, days[0]!])).to.equal(FAIR_DAYS_MESSAGES.repeatedDay('2026-03-03'));
    expect(fairDaysRule([{ date: '2026-03-02', opens: '9:00', closes: '24:00' }])).to.equal(
      FAIR_DAYS_MESSAGES.invalidLine('2026-03-02 9:00-24:00'),
    );
  });

  it("give a panel its own hours on a day it keeps other hours, the fair's on the others, in date order", () => {
    const own = [{ date: '2026-03-03', opens: '10:30', closes: '11:00' }];
    expect(panelDays(days, own)).to.deep.equal([days[1], own[0]]);
    expect(panelDays(days)).to.deep.equal([days[1], days[0]]);
    expect(panelHoursRule(days)(own)).to.equal(null);
    expect(panelHoursRule(days)([{ date: '2026-03-04', opens: '10:00', closes: '11:00' }])).to.equal(
      FAIR_DAYS_MESSAGES.notAFairDay('2026-03-04'),
    );
  });

  it("are instants on the event's clock, in order", () => {
    expect(hoursWindows(days, zone)).to.deep.equal([
      { date: '2026-03-02', start: on('2026-03-02', '09:00'), end: on('2026-03-02', '12:00') },
      { date: '2026-03-03', start: on('2026-03-03', '10:00'), end: on('2026-03-03', '11:00') },
    ]);
  });
});

describe("A time on the fair's days", () => {
  const refusal = (time: Date) => fairTimeRefusal(time, days, 'Panel A', DEFAULT_SCHEDULE_RULES, zone);

  it('is any time while the fair has no days', () => {
    expect(fairTimeRefusal(on('2026-01-01', '03:00'), [], 'Panel A', DEFAULT_SCHEDULE_RULES, zone)).to.equal(null);
  });

  it("is refused off the fair's days, naming them on the fair's clock", () => {
    expect(refusal(on('2026-03-04', '10:00'))).to.equal(
      "Interviews are held on the fair's days only: Mon 2 Mar, Tue 3 Mar",
    );
    // 01:00 on 3 March in Colombo is still 2 March in UTC: the day is the fair's.
    expect(refusal(on('2026-03-03', '01:00'))).to.equal(
      'Panel A interviews on Tue 3 Mar from 10:00 to 11:00; an interview of 25 minutes must end by 11:00',
    );
  });

  it('is taken from the opening to the last start that ends by the closing', () => {
    expect(refusal(on('2026-03-03', '10:00'))).to.equal(null);
    expect(refusal(on('2026-03-03', '10:35'))).to.equal(null);
    expect(refusal(on('2026-03-03', '10:36'))).to.not.equal(null);
    expect(refusal(on('2026-03-03', '09:59'))).to.not.equal(null);
  });
});

describe("The next free time on the fair's days", () => {
  const windows = hoursWindows(days, zone);
  const interview = anInterview({ id: 'i1', studentId: 's1', panelId: 'p1' });

  it("starts at the first day's opening before the fair", () => {
    expect(
      nextFreeTimeInHours(interview, on('2026-03-01', '08:00'), [], DEFAULT_SCHEDULE_RULES, windows),
    ).to.deep.equal(on('2026-03-02', '09:00'));
  });

  it('goes on to the next day when the rest of a day is taken or too short', () => {
    const taken = anInterview({
      id: 'i2',
      studentId: 's2',
      panelId: 'p1',
      status: 'assigned',
      time: on('2026-03-02', '11:20'),
    });
    expect(
      nextFreeTimeInHours(interview, on('2026-03-02', '11:00'), [taken], DEFAULT_SCHEDULE_RULES, windows),
    ).to.deep.equal(on('2026-03-03', '10:00'));
  });

  it('is none after the last day, and unbound without days', () => {
    expect(nextFreeTimeInHours(interview, on('2026-03-03', '10:40'), [], DEFAULT_SCHEDULE_RULES, windows)).to.equal(
      null,
    );
    expect(nextFreeTimeInHours(interview, on('2026-03-09', '23:00'), [], DEFAULT_SCHEDULE_RULES, [])).to.deep.equal(
      on('2026-03-09', '23:00'),
    );
  });
});
