import * as E from 'fp-ts/lib/Either.js';
import type { Interview } from '../../domain/interview.js';
import { nextFreeTime, type ScheduleRules, scheduleClash } from '../../domain/interview-schedule.js';
import { type AppError, conflict } from '../errors.js';

/**
 * The times of the demo's interviews, kept in memory while the fair is made: each is the time the
 * Set Time form proposes (ProposeInterviewTime's rule, `nextFreeTime` from `from`) and is checked as
 * SetInterviewTime checks it (`scheduleClash`), against the interviews recorded so far of the same
 * student and on the same panel, the neighbours those use cases read from the store.
 */
export class DemoSchedule {
  private readonly ofStudent = new Map<string, Interview[]>();
  private readonly onPanel = new Map<string, Interview[]>();

  /** @param from the first time proposed: a whole five minutes, as the form proposes */
  constructor(
    private readonly rules: ScheduleRules,
    private readonly from: Date,
  ) {}

  /** The first time from `from` clear of the student's interviews and the panel's; a clash is a conflict. */
  timeFor(interview: Interview): E.Either<AppError, Date> {
    const others = [
      ...(this.ofStudent.get(interview.studentId) ?? []),
      ...(interview.panelId === null ? [] : (this.onPanel.get(interview.panelId) ?? [])),
    ];
    const time = nextFreeTime(interview, this.from, others, this.rules);
    const clash = scheduleClash(interview, time, others, this.rules);
    return clash === null
      ? E.right(time)
      : E.left(conflict(`The proposed time clashes with interview ${clash.with.id} of the ${clash.kind}`));
  }

  /** The interview as it is stored, for the times proposed after it to keep clear of (a no-show holds none). */
  record(interview: Interview): void {
    const add = (map: Map<string, Interview[]>, key: string) => {
      const list = map.get(key);
      if (list === undefined) map.set(key, [interview]);
      else list.push(interview);
    };
    add(this.ofStudent, interview.studentId);
    if (interview.panelId !== null) add(this.onPanel, interview.panelId);
  }
}
