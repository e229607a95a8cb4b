import { expect } from 'chai';
import {
  BULK_SCHEDULE_MESSAGES,
  needsScheduling,
  planSchedule,
  scheduleFingerprint,
  type ScheduleInput,
} from '../../domain/bulk-schedule.js';
import { scheduleClash } from '../../domain/interview-schedule.js';
import type { Interview } from '../../domain/interview.js';
import { anInterview, aPanel } from '../support/builders.js';

const zone = 'Asia/Colombo';
const on = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+05:30`);
const rules = { interviewMinutes: 25, bufferMinutes: 5 };
const fairDays = [
  { date: '2026-03-02', opens: '09:00', closes: '10:00' },
  { date: '2026-03-03', opens: '09:00', closes: '12:00' },
];
const companyId = 'acme';
const panelA = aPanel({ id: 'pa', companyId, panelName: 'Panel A' });
const panelB = aPanel({ id: 'pb', companyId, panelName: 'Panel B' });
const waiting = (id: string, studentId: string, overrides: Partial<Interview> = {}) =>
  anInterview({ id, studentId, companyId, status: 'selected', ...overrides });
const input = (overrides: Partial<ScheduleInput>): ScheduleInput => ({
  requests: [],
  panels: [panelA, panelB],
  existing: [],
  fairDays,
  rules,
  timeZone: zone,
  from: on('2026-03-01', '12:00'),
  ...overrides,
});

describe('Scheduling in bulk (planSchedule)', () => {
  it("puts each interview on the student's chosen panel, else the least loaded, at the panel's next free time", () => {
    const first = waiting('i1', 's1');
    const second = waiting('i2', 's2');
    const third = waiting('i3', 's3');
    const plan = planSchedule(
      input({
        requests: [
          { interview: first, chosenPanel: 'Panel B' },
          { interview: second, chosenPanel: null },
          { interview: third, chosenPanel: 'Panel B' },
        ],
      }),
    );
    expect(plan.unplaced).to.deep.equal([]);
    expect(plan.planned.map((slot) => [slot.interviewId, slot.panelId, slot.time])).to.deep.equal([
      ['i1', 'pb', on('2026-03-02', '09:00')],
      ['i2', 'pa', on('2026-03-02', '09:00')],
      ['i3', 'pb', on('2026-03-02', '09:30')],
    ]);
  });

  it("moves to the next day when a day is full, and never clashes with the student's other interviews", () => {
    const elsewhere = anInterview({
      id: 'x',
      studentId: 's1',
      companyId: 'globex',
      status: 'assigned',
      panelId: 'gp',
      time: on('2026-03-02', '09:00'),
    });
    const requests = ['s1', 's2', 's3', 's4'].map((student, index) => ({
      interview: waiting(`i${index}`, student),
      chosenPanel: 'Panel A',
    }));
    const plan = planSchedule(input({ requests, existing: [elsewhere] }));
    expect(plan.planned.map((slot) => slot.time)).to.deep.equal([
      on('2026-03-02', '09:30'),
      on('2026-03-02', '09:00'),
      on('2026-03-03', '09:00'),
      on('2026-03-03', '09:30'),
    ]);
    const timed = plan.planned.map((slot) =>
      anInterview({
        id: slot.interviewId,
        studentId: slot.studentId,
        companyId,
        panelId: slot.panelId,
        time: slot.time,
        status: 'assigned',
      }),
    );
    for (const slot of timed) expect(scheduleClash(slot, slot.time!, [...timed, elsewhere], rules)).to.equal(null);
  });

  it('leaves out, with the reason, an interview of a company without a panel or with no free time left', () => {
    const noPanel = anInterview({ id: 'n', studentId: 's9', companyId: 'nopanels', status: 'selected' });
    const late = waiting('l', 's8');
    const plan = planSchedule(
      input({
        requests: [
          { interview: noPanel, chosenPanel: null },
          { interview: late, chosenPanel: null },
        ],
        from: on('2026-03-03', '11:50'),
      }),
    );
    expect(plan).to.deep.equal({
      planned: [],
      unplaced: [
        { interviewId: 'n', reason: BULK_SCHEDULE_MESSAGES.noPanel },
        { interviewId: 'l', reason: BULK_SCHEDULE_MESSAGES.noFreeTime },
      ],
    });
  });

  it('keeps the panel or the time an interview already has', () => {
    const timed = waiting('t', 's1', { time: on('2026-03-03', '11:00') });
    const onB = waiting('b', 's2', { panelId: 'pb', status: 'assigned' });
    const plan = planSchedule(
      input({
        requests: [
          { interview: timed, chosenPanel: null },
          { interview: onB, chosenPanel: 'Panel A' },
        ],
      }),
    );
    expect(plan.planned.map((slot) => [slot.interviewId, slot.panelId, slot.time])).to.deep.equal([
      ['t', 'pa', on('2026-03-03', '11:00')],
      ['b', 'pb', on('2026-03-02', '09:00')],
    ]);
  });

  it('takes only waiting interviews without a panel or a time', () => {
    expect(needsScheduling(waiting('a', 's'))).to.equal(true);
    expect(needsScheduling(waiting('a', 's', { status: 'assigned', panelId: 'pa' }))).to.equal(true);
    expect(needsScheduling(waiting('a', 's', { status: 'assigned', panelId: 'pa', time: new Date() }))).to.equal(false);
    expect(needsScheduling(waiting('a', 's', { status: 'finished' }))).to.equal(false);
  });
});

describe("A schedule plan's fingerprint", () => {
  it('is the same for the same interviews in any order, and changes when a panel, time or state does', () => {
    const a = waiting('a', 's1');
    const b = waiting('b', 's2', { panelId: 'pa', status: 'assigned' });
    const print = (interviews: Interview[]) => scheduleFingerprint(interviews, rules, []);
    expect(print([a, b])).to.equal(print([b, a]));
    expect(print([a, b])).to.not.equal(print([a, { ...b, time: new Date(0) }]));
    expect(print([a, b])).to.not.equal(print([{ ...a, status: 'assigned' }, b]));
  });

  it("changes when the interview length, the buffer or the fair's days do", () => {
    const interviews = [waiting('a', 's1')];
    const before = scheduleFingerprint(interviews, rules, []);
    expect(scheduleFingerprint(interviews, { ...rules, interviewMinutes: 30 }, [])).to.not.equal(before);
    expect(scheduleFingerprint(interviews, { ...rules, bufferMinutes: 10 }, [])).to.not.equal(before);
    const day = { date: '2026-03-02', opens: '09:00', closes: '17:00' };
    expect(scheduleFingerprint(interviews, rules, [day])).to.not.equal(before);
    expect(scheduleFingerprint(interviews, rules, [{ ...day, closes: '16:00' }])).to.not.equal(
      scheduleFingerprint(interviews, rules, [day]),
    );
  });
});
