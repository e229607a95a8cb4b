import { expect } from 'chai';
import {
  assignPanel,
  cancelInterview,
  cancellationOf,
  checkIn,
  panelAssignmentRefusal,
  canMove,
  compareInterviews,
  currentInterview,
  INTERVIEW_STATUSES,
  currentInterviews,
  interviewBoard,
  moveInterview,
  newInterview,
  setInterviewTime,
  sortInterviews,
  type Interview,
  type InterviewStatus,
} from '../../domain/interview.js';
import { anInterview } from '../support/builders.js';
import { leftOf, rightOf } from './validated.js';

const ALLOWED: ReadonlyArray<readonly [InterviewStatus, InterviewStatus]> = [
  ['selected', 'assigned'],
  ['assigned', 'ongoing'],
  ['ongoing', 'finished'],
  ['finished', 'assigned'],
  ['assigned', 'no-show'],
  ['no-show', 'assigned'],
];

const AT = new Date('2026-03-01T04:30:00Z');

const isAllowed = (from: InterviewStatus, to: InterviewStatus) =>
  ALLOWED.some(([allowedFrom, allowedTo]) => allowedFrom === from && allowedTo === to);

const ids = (interviews: readonly Interview[]) => interviews.map((interview) => interview.id);

describe('interview state machine', () => {
  it('has the statuses selected, assigned, ongoing, finished, no-show, cancelled', () => {
    expect(INTERVIEW_STATUSES).to.deep.equal(['selected', 'assigned', 'ongoing', 'finished', 'no-show', 'cancelled']);
  });

  it('creates an interview as selected, without panel, time, queue place or check-in, its history starting there', () => {
    const createdAt = new Date('2026-02-01T08:00:00Z');
    expect(newInterview({ id: 'i1', studentId: 's1', companyId: 'c1', createdAt, walkIn: true })).to.deep.equal({
      id: 'i1',
      studentId: 's1',
      companyId: 'c1',
      createdAt,
      walkIn: true,
      panelId: null,
      time: null,
      status: 'selected',
      queue: null,
      panelQueue: null,
      checkedInAt: null,
      history: [{ status: 'selected', at: createdAt }],
    });
  });

  for (const [from, to] of ALLOWED) {
    it(`moves an interview from ${from} to ${to}, keeping the move and its time in the history`, () => {
      const earlier = { status: from, at: new Date('2026-03-01T04:00:00Z') };
      const interview = anInterview({ status: from, panelId: 'p1', history: [earlier] });
      expect(canMove(from, to)).to.equal(true);
      expect(rightOf(moveInterview(interview, to, AT))).to.deep.equal({
        ...interview,
        status: to,
        history: [earlier, { status: to, at: AT }],
      });
    });
  }

  it('lets a no-show come back: assigned, no-show, assigned, ongoing, finished, each move in the history', () => {
    let interview = anInterview({ status: 'assigned', panelId: 'p1' });
    const path: InterviewStatus[] = ['no-show', 'assigned', 'ongoing', 'finished'];
    path.forEach((to, minute) => {
      interview = rightOf(moveInterview(interview, to, new Date(AT.getTime() + minute * 60_000)));
    });
    expect(interview.history.map((change) => change.status)).to.deep.equal(path);
    expect(interview.history.map((change) => change.at.toISOString().slice(11, 16))).to.deep.equal([
      '04:30',
      '04:31',
      '04:32',
      '04:33',
    ]);
  });

  for (const from of INTERVIEW_STATUSES) {
    for (const to of INTERVIEW_STATUSES) {
      if (isAllowed(from, to)) continue;
      it(`refuses to move an interview from ${from} to ${to}, naming both states`, () => {
        expect(canMove(from, to)).to.equal(false);
        expect(leftOf(moveInterview(anInterview({ status: from, panelId: 'p1' }), to, AT))).to.equal(
          `Cannot move an interview from ${from} to ${to}`,
        );
      });
    }
  }

  it('refuses to move a selected interview to assigned while it has no panel', () => {
    expect(leftOf(moveInterview(anInterview({ status: 'selected', panelId: null }), 'assigned', AT))).to.equal(
      'Cannot move an interview from selected to assigned without a panel',
    );
  });

  it('assigning a panel to a selected interview makes it assigned, with its queue places and the move in the history', () => {
    const interview = anInterview({ status: 'selected' });
    expect(rightOf(assignPanel(interview, 'p1', { queue: 4, panelQueue: 2 }, AT))).to.deep.equal({
      ...interview,
      panelId: 'p1',
      status: 'assigned',
      queue: 4,
      panelQueue: 2,
      history: [{ status: 'assigned', at: AT }],
    });
  });

  it('assigning another panel to an assigned interview keeps it assigned, with no new history entry', () => {
    const history = [{ status: 'assigned' as const, at: new Date('2026-03-01T04:00:00Z') }];
    const interview = anInterview({ status: 'assigned', panelId: 'p1', queue: 1, panelQueue: 1, history });
    const moved = rightOf(assignPanel(interview, 'p2', { queue: 5, panelQueue: 3 }, AT));
    expect([moved.status, moved.panelId, moved.queue, moved.panelQueue]).to.deep.equal(['assigned', 'p2', 5, 3]);
    expect(moved.history).to.deep.equal(history);
  });

  for (const status of ['ongoing', 'finished', 'no-show'] as const) {
    it(`refuses to assign a panel to an ${status} interview`, () => {
      expect(
        leftOf(assignPanel(anInterview({ status, panelId: 'p1' }), 'p2', { queue: 1, panelQueue: 1 }, AT)),
      ).to.equal(`Cannot assign a panel to an interview that is ${status}`);
    });
  }

  it('tells, from the status alone, whether an interview may take a panel', () => {
    expect(panelAssignmentRefusal('selected')).to.equal(null);
    expect(panelAssignmentRefusal('assigned')).to.equal(null);
    expect(panelAssignmentRefusal('ongoing')).to.equal('Cannot assign a panel to an interview that is ongoing');
    expect(panelAssignmentRefusal('finished')).to.equal('Cannot assign a panel to an interview that is finished');
    expect(panelAssignmentRefusal('no-show')).to.equal('Cannot assign a panel to an interview that is no-show');
  });

  it('checks a student in at the time given, and keeps the first time on a second check-in', () => {
    const checkedIn = checkIn(anInterview({ status: 'assigned' }), AT);
    expect(checkedIn.checkedInAt).to.equal(AT);
    expect(checkIn(checkedIn, new Date('2026-03-01T05:00:00Z')).checkedInAt).to.equal(AT);
    expect(checkIn(checkedIn, new Date('2026-03-01T05:00:00Z'))).to.equal(checkedIn);
  });

  it('sets a valid time and refuses an invalid one', () => {
    const time = new Date('2026-03-01T04:30:00Z');
    expect(rightOf(setInterviewTime(anInterview(), time)).time).to.equal(time);
    expect(leftOf(setInterviewTime(anInterview(), new Date('nonsense')))).to.equal('Invalid interview time');
  });
});

describe('interview order', () => {
  const at = (iso: string) => new Date(iso);

  it('orders by queue place, ascending', () => {
    const list = [
      anInterview({ id: 'b', queue: 2 }),
      anInterview({ id: 'a', queue: 1 }),
      anInterview({ id: 'c', queue: 10 }),
    ];
    expect(ids(sortInterviews(list))).to.deep.equal(['a', 'b', 'c']);
  });

  it('puts interviews without a queue place last', () => {
    const list = [anInterview({ id: 'none', queue: null }), anInterview({ id: 'q', queue: 3 })];
    expect(ids(sortInterviews(list))).to.deep.equal(['q', 'none']);
  });

  it('orders equal queue places by creation time', () => {
    const list = [
      anInterview({ id: 'late', queue: 1, createdAt: at('2026-01-02T00:00:00Z') }),
      anInterview({ id: 'early', queue: 1, createdAt: at('2026-01-01T00:00:00Z') }),
    ];
    expect(ids(sortInterviews(list))).to.deep.equal(['early', 'late']);
  });

  it('orders interviews without a queue place by creation time too', () => {
    const list = [
      anInterview({ id: 'late', createdAt: at('2026-01-02T00:00:00Z') }),
      anInterview({ id: 'early', createdAt: at('2026-01-01T00:00:00Z') }),
    ];
    expect(ids(sortInterviews(list))).to.deep.equal(['early', 'late']);
  });

  it('orders equal queue places and creation times by id', () => {
    const list = [anInterview({ id: 'b', queue: 1 }), anInterview({ id: 'a', queue: 1 })];
    expect(ids(sortInterviews(list))).to.deep.equal(['a', 'b']);
    expect(compareInterviews(list[0] as Interview, list[0] as Interview)).to.equal(0);
  });

  it('sorts an empty list to an empty list', () => {
    expect(sortInterviews([])).to.deep.equal([]);
  });
});

describe('current, upcoming and finished interviews', () => {
  it('shows the first ongoing interview in queue order as current', () => {
    const list = [
      anInterview({ id: 'second', status: 'ongoing', queue: 2 }),
      anInterview({ id: 'waiting', status: 'assigned', queue: 1 }),
      anInterview({ id: 'first', status: 'ongoing', queue: 1 }),
    ];
    expect(currentInterview(list)?.id).to.equal('first');
  });

  it('has no current interview when none is ongoing', () => {
    expect(currentInterview([anInterview({ status: 'assigned', queue: 1 })])).to.equal(null);
    expect(currentInterview([])).to.equal(null);
  });

  it('splits a queue into current, upcoming (assigned and later ongoing) and finished (with no-shows), each in queue order', () => {
    const list = [
      anInterview({ id: 'done2', status: 'finished', queue: 2 }),
      anInterview({ id: 'absent', status: 'no-show', queue: 6 }),
      anInterview({ id: 'next', status: 'assigned', queue: 4 }),
      anInterview({ id: 'now', status: 'ongoing', queue: 3 }),
      anInterview({ id: 'also-ongoing', status: 'ongoing', queue: 5 }),
      anInterview({ id: 'unassigned', status: 'selected' }),
      anInterview({ id: 'done1', status: 'finished', queue: 1 }),
    ];
    const board = interviewBoard(list);
    expect(ids(board.current)).to.deep.equal(['now']);
    expect(ids(board.upcoming)).to.deep.equal(['next', 'also-ongoing']);
    expect(ids(board.finished)).to.deep.equal(['done1', 'done2', 'absent']);
  });

  it('gives an empty board for no interviews', () => {
    expect(interviewBoard([])).to.deep.equal({ current: [], upcoming: [], finished: [] });
  });

  it('gives each panel its current interview, its own first ongoing one, in queue order', () => {
    const list = [
      anInterview({ id: 'b-later', status: 'ongoing', panelId: 'B', queue: 5 }),
      anInterview({ id: 'a-later', status: 'ongoing', panelId: 'A', queue: 4 }),
      anInterview({ id: 'b-now', status: 'ongoing', panelId: 'B', queue: 2 }),
      anInterview({ id: 'a-next', status: 'assigned', panelId: 'A', queue: 1 }),
      anInterview({ id: 'a-now', status: 'ongoing', panelId: 'A', queue: 3 }),
      anInterview({ id: 'c-waiting', status: 'assigned', panelId: 'C', queue: 6 }),
    ];
    expect(ids(currentInterviews(list))).to.deep.equal(['b-now', 'a-now']);
    const board = interviewBoard(list);
    expect(ids(board.current)).to.deep.equal(['b-now', 'a-now']);
    expect(ids(board.upcoming), "an ongoing one behind its panel's current stays upcoming").to.deep.equal([
      'a-next',
      'a-later',
      'b-later',
      'c-waiting',
    ]);
    expect(currentInterview(list.filter((interview) => interview.panelId === 'A'))?.id).to.equal('a-now');
    expect(currentInterview(list.filter((interview) => interview.panelId === 'C'))).to.equal(null);
  });
});

describe('ending an interview before it starts (cancelInterview)', () => {
  const AT = new Date('2026-03-01T04:30:00Z');

  it('ends a selected or assigned interview as cancelled, keeping who, when and the trimmed reason in its history', () => {
    for (const status of ['selected', 'assigned'] as const) {
      const interview = anInterview({ status });
      const cancelled = rightOf(cancelInterview(interview, 'student', AT, '  Got an offer  '));
      expect(cancelled.status).to.equal('cancelled');
      expect(cancelled.history.at(-1)).to.deep.equal({
        status: 'cancelled',
        at: AT,
        by: 'student',
        reason: 'Got an offer',
      });
      expect(cancellationOf(cancelled)).to.deep.equal({ by: 'student', at: AT, reason: 'Got an offer' });
    }
  });

  it('keeps no reason when none or a blank one is given', () => {
    const cancelled = rightOf(cancelInterview(anInterview({ status: 'assigned' }), 'coordinator', AT, '   '));
    expect(cancelled.history.at(-1)).to.deep.equal({ status: 'cancelled', at: AT, by: 'coordinator' });
    expect(cancellationOf(cancelled)?.reason).to.equal(null);
  });

  it('refuses an interview that started or ended, saying withdraw to a student and cancel to the others', () => {
    for (const status of ['ongoing', 'finished', 'no-show', 'cancelled'] as const) {
      expect(leftOf(cancelInterview(anInterview({ status }), 'student', AT, null))).to.equal(
        `Cannot withdraw from an interview that is ${status}: only one that has not started can be given up`,
      );
      expect(leftOf(cancelInterview(anInterview({ status }), 'admin', AT, null))).to.equal(
        `Cannot cancel an interview that is ${status}: only one that has not started can be cancelled`,
      );
    }
  });

  it('moves a cancelled interview nowhere, and no move leads to cancelled', () => {
    for (const status of INTERVIEW_STATUSES) {
      expect(canMove('cancelled', status)).to.equal(false);
      expect(canMove(status, 'cancelled')).to.equal(false);
    }
  });

  it('leaves a cancelled interview out of every part of the board', () => {
    const cancelled = anInterview({ status: 'cancelled', queue: 1 });
    expect(interviewBoard([cancelled])).to.deep.equal({ current: [], upcoming: [], finished: [] });
  });

  it('has no cancellation for an interview that is not cancelled', () => {
    expect(cancellationOf(anInterview({ status: 'assigned' }))).to.equal(null);
  });
});
