import { expect } from 'chai';
import {
  nextOfPanel,
  nextTurnKey,
  queueMoveKey,
  queuePlaces,
  queueTurn,
  reminderKey,
  reminderWindow,
} from '../../domain/fair-notifications.js';
import type { Interview, InterviewStatus } from '../../domain/interview.js';
import { anInterview } from '../support/builders.js';

const PANEL = 'p'.repeat(24);
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 4, minute));
const inQueue = (queue: number, status: InterviewStatus, overrides: Partial<Interview> = {}): Interview =>
  anInterview({ panelId: PANEL, queue, panelQueue: queue, status, ...overrides });

describe("who is next in a panel's queue (nextOfPanel)", () => {
  it('is the first assigned interview in queue order while the panel is free', () => {
    const first = inQueue(2, 'assigned');
    expect(nextOfPanel([inQueue(3, 'assigned'), first, inQueue(1, 'finished')])).to.equal(first);
  });

  it('is the one right after the ongoing interview while the panel is busy', () => {
    const after = inQueue(2, 'assigned');
    expect(nextOfPanel([inQueue(1, 'ongoing'), after, inQueue(3, 'assigned')])).to.equal(after);
  });

  it('is a student sent back to the queue when their place comes first', () => {
    const back = inQueue(1, 'assigned');
    expect(nextOfPanel([inQueue(2, 'ongoing'), inQueue(3, 'assigned'), back])).to.equal(back);
  });

  it('never is a finished interview, a no-show, the ongoing one or one still waiting for a panel', () => {
    expect(
      nextOfPanel([
        inQueue(1, 'finished'),
        inQueue(2, 'no-show'),
        inQueue(3, 'ongoing'),
        anInterview({ status: 'selected' }),
      ]),
    ).to.equal(null);
  });

  it('is nobody for an empty panel', () => {
    expect(nextOfPanel([])).to.equal(null);
  });

  it('breaks a tie in queue places by creation time', () => {
    const older = inQueue(1, 'assigned', { createdAt: at(0) });
    expect(nextOfPanel([inQueue(1, 'assigned', { createdAt: at(5) }), older])).to.equal(older);
  });
});

describe('the once-only keys of notifications', () => {
  const assigned = inQueue(1, 'assigned', {
    history: [
      { status: 'selected', at: at(0) },
      { status: 'assigned', at: at(1) },
    ],
  });

  it('keep one "you\'re next" per turn: the same while the interview waits', () => {
    expect(nextTurnKey(assigned)).to.equal(nextTurnKey({ ...assigned, queue: 5, time: at(30) }));
    expect(nextTurnKey(assigned)).to.match(new RegExp(`^next:${assigned.id}:`));
  });

  it('give a new turn to an interview back in the queue after finishing or a no-show', () => {
    const backAgain: Interview = {
      ...assigned,
      history: [
        ...assigned.history,
        { status: 'ongoing', at: at(2) },
        { status: 'no-show', at: at(3) },
        { status: 'assigned', at: at(4) },
      ],
    };
    expect(queueTurn(backAgain)).to.not.equal(queueTurn(assigned));
    expect(nextTurnKey(backAgain)).to.not.equal(nextTurnKey(assigned));
  });

  it('give a new turn to an interview moved to another panel', () => {
    expect(nextTurnKey({ ...assigned, panelId: 'q'.repeat(24) })).to.not.equal(nextTurnKey(assigned));
  });

  it('keep one "your queue moved" per state of a panel\'s queue: the same queue, the same key; any move, a new one', () => {
    const queue = [inQueue(1, 'ongoing'), inQueue(2, 'assigned'), inQueue(3, 'assigned')];
    const key = queueMoveKey(PANEL, queue);
    expect(key).to.match(new RegExp(`^queue:${PANEL}:[0-9a-z]+:2$`));
    expect(queueMoveKey(PANEL, [...queue].reverse())).to.equal(key);
    expect(queueMoveKey(PANEL, [inQueue(4, 'finished'), ...queue])).to.equal(key);
    expect(queueMoveKey(PANEL, queue.slice(1))).to.not.equal(key);
    expect(queueMoveKey(PANEL, [queue[0]!, queue[2]!])).to.not.equal(key);
  });

  it('keep one reminder per interview and time: a new time is a new reminder', () => {
    const timed = { ...assigned, time: at(30) };
    expect(reminderKey(timed)).to.equal(`reminder:${assigned.id}:2026-03-01T04:30:00.000Z`);
    expect(reminderKey({ ...timed, time: at(45) })).to.not.equal(reminderKey(timed));
  });
});

describe('the reminders due (reminderWindow)', () => {
  it('are for the times after now and at most the given minutes ahead', () => {
    expect(reminderWindow(at(0), 30)).to.deep.equal({ after: at(0), until: at(30) });
  });
});

describe("a student's place in a panel's queue (queuePlaces)", () => {
  it('counts the waiting students in queue order, the next being place 1, behind the ongoing one', () => {
    const second = inQueue(4, 'assigned');
    const first = inQueue(2, 'assigned');
    const places = queuePlaces([inQueue(1, 'ongoing'), second, first, inQueue(3, 'finished')]);
    expect(places.get(first.id)).to.deep.equal({ place: 1, of: 2 });
    expect(places.get(second.id)).to.deep.equal({ place: 2, of: 2 });
  });

  it('gives no place to an ongoing, finished, no-show or unassigned interview', () => {
    const others = [
      inQueue(1, 'ongoing'),
      inQueue(2, 'finished'),
      inQueue(3, 'no-show'),
      anInterview({ status: 'selected' }),
    ];
    expect(queuePlaces(others).size).to.equal(0);
  });
});
