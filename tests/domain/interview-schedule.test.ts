import { expect } from 'chai';
import {
  DEFAULT_SCHEDULE_RULES,
  interviewEnd,
  nextFreeTime,
  roundUpToFiveMinutes,
  scheduleClash,
} from '../../domain/interview-schedule.js';
import type { Interview } from '../../domain/interview.js';
import { anInterview } from '../support/builders.js';

const RULES = DEFAULT_SCHEDULE_RULES;
const at = (hhmm: string) => new Date(`2026-03-01T${hhmm}:00Z`);
const hhmm = (time: Date) => time.toISOString().slice(11, 16);

describe('clash-free interview times', () => {
  const timing = anInterview({ id: 'timing', studentId: 'ann', panelId: 'p1', status: 'assigned' });
  const ofAnn = (time: string, overrides: Partial<Interview> = {}) =>
    anInterview({ id: `ann-${time}`, studentId: 'ann', panelId: 'other-panel', time: at(time), ...overrides });
  const onP1 = (time: string, overrides: Partial<Interview> = {}) =>
    anInterview({ id: `p1-${time}`, studentId: 'bob', panelId: 'p1', time: at(time), ...overrides });

  it('lasts 25 minutes with 5 between by default, and ends 25 minutes after its start', () => {
    expect(RULES).to.deep.equal({ interviewMinutes: 25, bufferMinutes: 5 });
    expect(hhmm(interviewEnd(at('10:00'), RULES))).to.equal('10:25');
  });

  it('accepts a time when nothing else is timed', () => {
    expect(scheduleClash(timing, at('10:00'), [], RULES)).to.equal(null);
    expect(scheduleClash(timing, at('10:00'), [anInterview({ studentId: 'ann', time: null })], RULES)).to.equal(null);
  });

  it("refuses a time within an interview's length plus the buffer of another of the student's interviews", () => {
    for (const time of ['09:31', '10:00', '10:29']) {
      const other = ofAnn('10:00');
      expect(scheduleClash(timing, at(time), [other], RULES), time).to.deep.equal({ kind: 'student', with: other });
    }
  });

  it("accepts a time exactly an interview's length plus the buffer from the student's other interview", () => {
    expect(scheduleClash(timing, at('10:30'), [ofAnn('10:00')], RULES)).to.equal(null);
    expect(scheduleClash(timing, at('09:30'), [ofAnn('10:00')], RULES)).to.equal(null);
  });

  it('refuses a time overlapping another interview on the same panel, and accepts one right after it', () => {
    const other = onP1('10:00');
    expect(scheduleClash(timing, at('10:24'), [other], RULES)).to.deep.equal({ kind: 'panel', with: other });
    expect(scheduleClash(timing, at('09:36'), [onP1('10:00')], RULES)?.kind).to.equal('panel');
    expect(scheduleClash(timing, at('10:25'), [onP1('10:00')], RULES)).to.equal(null);
    expect(scheduleClash(timing, at('09:35'), [onP1('10:00')], RULES)).to.equal(null);
  });

  it("ignores other students' interviews on other panels, and the interview's own earlier time", () => {
    const elsewhere = anInterview({ studentId: 'bob', panelId: 'p2', time: at('10:00') });
    const itself = { ...timing, time: at('10:00') };
    expect(scheduleClash(timing, at('10:00'), [elsewhere, itself], RULES)).to.equal(null);
  });

  it('lets a no-show free its time for both the student and the panel', () => {
    const others = [ofAnn('10:00', { status: 'no-show' }), onP1('10:00', { status: 'no-show' })];
    expect(scheduleClash(timing, at('10:00'), others, RULES)).to.equal(null);
  });

  it('names the earliest clash, and the student before the panel at the same time', () => {
    const both = [onP1('10:10'), onP1('10:05'), ofAnn('10:05')];
    expect(scheduleClash(timing, at('10:10'), both, RULES)).to.deep.equal({ kind: 'student', with: both[2] });
  });

  it('an interview without a panel only clashes with its student', () => {
    const unplaced = { ...timing, panelId: null };
    const noPanelOther = anInterview({ studentId: 'bob', panelId: null, time: at('10:00') });
    expect(scheduleClash(unplaced, at('10:00'), [noPanelOther], RULES)).to.equal(null);
  });

  it('follows other rules: 40-minute interviews, 10 minutes between', () => {
    const rules = { interviewMinutes: 40, bufferMinutes: 10 };
    expect(scheduleClash(timing, at('10:49'), [ofAnn('10:00')], rules)?.kind).to.equal('student');
    expect(scheduleClash(timing, at('10:50'), [ofAnn('10:00')], rules)).to.equal(null);
    expect(scheduleClash(timing, at('10:39'), [onP1('10:00')], rules)?.kind).to.equal('panel');
  });
});

describe("the panel's next free time", () => {
  const timing = anInterview({ id: 'timing', studentId: 'ann', panelId: 'p1' });
  const onP1 = (time: string) => anInterview({ studentId: 'bob', panelId: 'p1', time: at(time) });

  it('is the starting time itself on an empty panel', () => {
    expect(hhmm(nextFreeTime(timing, at('09:00'), [], RULES))).to.equal('09:00');
  });

  it("follows the panel's interviews, a length and a buffer after each", () => {
    const panel = [onP1('09:00'), onP1('09:30'), onP1('10:00')];
    expect(hhmm(nextFreeTime(timing, at('09:00'), panel, RULES))).to.equal('10:30');
  });

  it('takes a gap wide enough between two interviews, and skips one too narrow', () => {
    expect(hhmm(nextFreeTime(timing, at('09:00'), [onP1('09:00'), onP1('10:00')], RULES))).to.equal('09:30');
    expect(hhmm(nextFreeTime(timing, at('09:00'), [onP1('09:00'), onP1('09:50')], RULES))).to.equal('10:20');
  });

  it("keeps clear of the student's interviews with other companies", () => {
    const annElsewhere = anInterview({ studentId: 'ann', panelId: 'p9', time: at('09:30') });
    expect(hhmm(nextFreeTime(timing, at('09:00'), [onP1('09:00'), annElsewhere], RULES))).to.equal('10:00');
  });

  it('is never a time the clash rule refuses', () => {
    const others = [onP1('09:10'), onP1('09:55'), anInterview({ studentId: 'ann', panelId: 'p9', time: at('10:40') })];
    const proposed = nextFreeTime(timing, at('09:00'), others, RULES);
    expect(scheduleClash(timing, proposed, others, RULES)).to.equal(null);
    expect(hhmm(proposed)).to.equal('11:10');
  });

  it('is never refused by the clash rule across midnight on the fair\'s clock (Asia/Colombo), whatever is timed', () => {
    // 23:00 to 02:00 in Colombo (+05:30) is 17:30 to 20:30 UTC: proposals from every five minutes of it,
    // among interviews of the student and of the panel scattered over both days.
    const midnight = Date.parse('2026-03-01T18:30:00Z');
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    for (let run = 0; run < 2_000; run += 1) {
      const others = Array.from({ length: random(7) }, (_, index) =>
        anInterview({
          id: `other-${index}`,
          studentId: random(2) === 0 ? 'ann' : 'bob',
          panelId: random(2) === 0 ? 'p1' : 'p2',
          status: random(5) === 0 ? 'no-show' : 'assigned',
          time: new Date(midnight + (random(180) - 90) * 60_000),
        }),
      );
      const from = new Date(midnight + (random(36) - 12) * 5 * 60_000);
      const proposed = nextFreeTime(timing, from, others, RULES);
      expect(proposed.getTime()).to.be.at.least(from.getTime());
      expect(scheduleClash(timing, proposed, others, RULES), proposed.toISOString()).to.equal(null);
    }
  });

  it('starts proposals on a whole five minutes', () => {
    expect(hhmm(roundUpToFiveMinutes(new Date('2026-03-01T09:01:30Z')))).to.equal('09:05');
    expect(hhmm(roundUpToFiveMinutes(at('09:05')))).to.equal('09:05');
  });
});
