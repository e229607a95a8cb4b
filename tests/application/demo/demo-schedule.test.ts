import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { DemoSchedule } from '../../../application/demo/demo-schedule.js';
import type { Interview } from '../../../domain/interview.js';
import { DEFAULT_SCHEDULE_RULES } from '../../../domain/interview-schedule.js';
import { anId, anInterview } from '../../support/builders.js';

const FROM = new Date('2026-03-10T04:00:00Z');
const at = (minutes: number) => new Date(FROM.getTime() + minutes * 60_000);

const timeOf = (schedule: DemoSchedule, interview: Interview): Date => {
  const time = schedule.timeFor(interview);
  if (E.isLeft(time)) throw new Error(time.left.message);
  return time.right;
};

/** An interview assigned to a panel, timed as the schedule proposes and recorded. */
const timed = (schedule: DemoSchedule, fields: Partial<Interview>): Interview => {
  const assigned = anInterview({ status: 'assigned', panelId: anId(), ...fields });
  const interview = { ...assigned, time: timeOf(schedule, assigned) };
  schedule.record(interview);
  return interview;
};

describe("the demo's schedule", () => {
  it('proposes the first time to an interview with no neighbours', () => {
    const schedule = new DemoSchedule(DEFAULT_SCHEDULE_RULES, FROM);

    expect(timeOf(schedule, anInterview({ status: 'assigned', panelId: anId() }))).to.deep.equal(FROM);
  });

  it("proposes a time clear of the panel's interviews, a slot and a changeover apart", () => {
    const schedule = new DemoSchedule(DEFAULT_SCHEDULE_RULES, FROM);
    const panelId = anId();

    expect([1, 2, 3].map(() => timed(schedule, { panelId }).time)).to.deep.equal([at(0), at(30), at(60)]);
  });

  it("proposes a time clear of the student's interviews on other panels, with the buffer between", () => {
    const schedule = new DemoSchedule(DEFAULT_SCHEDULE_RULES, FROM);
    const studentId = anId();
    timed(schedule, { studentId });

    expect(timed(schedule, { studentId }).time).to.deep.equal(at(30));
    expect(timed(schedule, { studentId: anId() }).time).to.deep.equal(at(0));
  });

  it("frees a no-show's time for the panel's next interview", () => {
    const schedule = new DemoSchedule(DEFAULT_SCHEDULE_RULES, FROM);
    const panelId = anId();
    const assigned = anInterview({ status: 'assigned', panelId });
    schedule.record({ ...assigned, time: timeOf(schedule, assigned), status: 'no-show' });

    expect(timed(schedule, { panelId }).time).to.deep.equal(at(0));
  });
});
