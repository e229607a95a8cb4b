import { expect } from 'chai';
import { NO_TIME_YET, scheduleDays, scheduleFileName, type ScheduleEntry } from '../../domain/panel-schedule.js';

const zone = 'Asia/Colombo';
const entry = (queue: number | null, time: string | null, indexNumber: string): ScheduleEntry => ({
  queue,
  time: time === null ? null : new Date(time),
  studentName: `Student ${indexNumber}`,
  indexNumber,
});

describe("A panel's schedule to hand out", () => {
  // 23:30 UTC on 28 Feb is already 1 March in Colombo (5:30 ahead).
  const entries = [
    entry(3, '2026-03-02T04:00:00Z', 'C'),
    entry(2, '2026-02-28T23:30:00Z', 'B'),
    entry(null, null, 'E'),
    entry(1, '2026-03-01T05:00:00Z', 'A'),
    entry(4, null, 'D'),
  ];

  it("groups by the day on the event's clock, days in order and each in queue order, no time yet last", () => {
    expect(
      scheduleDays(entries, zone).map((day) => [day.day, day.heading, day.entries.map((e) => e.indexNumber)]),
    ).to.deep.equal([
      ['2026-03-01', 'Sun 1 Mar', ['A', 'B']],
      ['2026-03-02', 'Mon 2 Mar', ['C']],
      [null, NO_TIME_YET, ['D', 'E']],
    ]);
  });

  it('gives one day alone when asked, without the interviews with no time', () => {
    expect(scheduleDays(entries, zone, '2026-03-02').map((day) => day.day)).to.deep.equal(['2026-03-02']);
    expect(scheduleDays(entries, zone, '2026-03-09')).to.deep.equal([]);
  });

  it('has no "No time yet" group when every interview has a time, and nothing for an empty panel', () => {
    expect(scheduleDays([entries[0]!], zone).map((day) => day.heading)).to.deep.equal(['Mon 2 Mar']);
    expect(scheduleDays([], zone)).to.deep.equal([]);
  });

  it('names its file from the panel and the day only, safely', () => {
    expect(scheduleFileName('Panel A', undefined, 'pdf')).to.equal('schedule-Panel-A.pdf');
    expect(scheduleFileName('../Café/Ünit 2', '2026-03-01', 'xlsx')).to.equal('schedule-Cafe-Unit-2-2026-03-01.xlsx');
    expect(scheduleFileName('///', undefined, 'pdf')).to.equal('schedule-panel.pdf');
  });
});
