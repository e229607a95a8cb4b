import { expect } from 'chai';
import type { Interview, InterviewStatus, StatusChange } from '../../domain/interview.js';
import { medianError, PACE_WINDOW, panelPace, queueOutlook, replayWaits } from '../../domain/queue-wait.js';
import { anInterview } from '../support/builders.js';

const PANEL = 'p'.repeat(24);
const MINUTE = 60_000;
const morning = Date.UTC(2026, 2, 2, 3, 0);
const at = (minute: number) => new Date(morning + minute * MINUTE);

/** An interview of the panel at `queue`, through the given moves (status at minute), assigned at minute 0. */
const inQueue = (queue: number, ...moves: readonly [InterviewStatus, number][]): Interview => {
  const history: StatusChange[] = [
    { status: 'assigned', at: at(0) },
    ...moves.map(([status, minute]) => ({ status, at: at(minute) })),
  ];
  return anInterview({
    id: `i${queue}`,
    panelId: PANEL,
    queue,
    panelQueue: queue,
    status: history[history.length - 1]!.status,
    history,
  });
};

/** An interview that ran from `start` for `minutes`. */
const ran = (queue: number, start: number, minutes: number) =>
  inQueue(queue, ['ongoing', start], ['finished', start + minutes]);

describe("a panel's pace (panelPace)", () => {
  it('is the configured interview length before the panel has finished any interview', () => {
    expect(panelPace([inQueue(1, ['ongoing', 5]), inQueue(2)], at(10), 25)).to.equal(25 * MINUTE);
  });

  it('is the median length of its finished interviews, read from their histories', () => {
    expect(panelPace([ran(1, 0, 20), ran(2, 20, 30), ran(3, 50, 22)], at(80), 25)).to.equal(22 * MINUTE);
  });

  it(`reads only its last ${PACE_WINDOW} finished interviews, so it follows the panel as it speeds up`, () => {
    const slow = Array.from({ length: 10 }, (_, i) => ran(i + 1, i * 40, 40));
    const fast = Array.from({ length: PACE_WINDOW }, (_, i) => ran(i + 11, 400 + i * 15, 15));
    expect(panelPace([...slow, ...fast], at(600), 25)).to.equal(15 * MINUTE);
  });

  it('counts an interview sent back to the queue and interviewed again once per time it ran', () => {
    const twice = inQueue(1, ['ongoing', 0], ['finished', 10], ['assigned', 11], ['ongoing', 20], ['finished', 50]);
    expect(panelPace([twice, ran(2, 60, 30)], at(100), 25)).to.equal(30 * MINUTE);
  });
});

describe("a panel's queue outlook (queueOutlook)", () => {
  const conditions = { now: at(70), configuredMinutes: 25 };

  it('gives each waiting student their place of all waiting, next first, and no place to anyone else', () => {
    const { waits, waiting } = queueOutlook(
      [ran(1, 0, 20), ran(2, 20, 20), inQueue(3, ['ongoing', 60]), inQueue(4), inQueue(5)],
      conditions,
    );
    expect(waiting).to.equal(2);
    expect(waits.get('i4')).to.include({ place: 1, of: 2 });
    expect(waits.get('i5')).to.include({ place: 2, of: 2 });
    expect(waits.has('i3')).to.equal(false);
    expect(waits.has('i1')).to.equal(false);
  });

  it("counts what is left of the current interview's length, then one pace per student ahead", () => {
    // Pace 20 min; the current one started 10 min ago.
    const { waits, endsAt } = queueOutlook(
      [ran(1, 0, 20), ran(2, 20, 20), inQueue(3, ['ongoing', 60]), inQueue(4), inQueue(5), inQueue(6)],
      conditions,
    );
    expect([...waits.values()].map((wait) => wait.waitMinutes)).to.deep.equal([10, 30, 50]);
    expect(endsAt).to.deep.equal(at(70 + 10 + 3 * 20));
  });

  it('expects the next at any moment once the current interview has run longer than the pace', () => {
    const { waits } = queueOutlook([ran(1, 0, 20), inQueue(2, ['ongoing', 30]), inQueue(3)], conditions);
    expect(waits.get('i3')?.waitMinutes).to.equal(0);
  });

  it('starts nobody before a paused panel is expected back', () => {
    const pause = { reason: 'Lunch', since: at(60), backAt: at(100) };
    const { waits, endsAt } = queueOutlook([ran(1, 0, 20), inQueue(2), inQueue(3)], { ...conditions, pause });
    expect([...waits.values()].map((wait) => wait.waitMinutes)).to.deep.equal([30, 50]);
    expect(endsAt).to.deep.equal(at(100 + 2 * 20));
  });

  it('ends now when nobody waits and nobody is interviewed', () => {
    expect(queueOutlook([ran(1, 0, 20)], conditions).endsAt).to.deep.equal(at(70));
  });
});

describe('a recorded day replayed through the estimator (replayWaits)', () => {
  it('compares, at each start, each later student’s estimated wait with the wait they had', () => {
    // Every interview took 20 min, back to back: from the second start on, every estimate is exact.
    const day = Array.from({ length: 4 }, (_, i) => ran(i + 1, i * 20, 20));
    const errors = replayWaits([day], 20);
    expect(errors).to.have.length(3 + 2 + 1);
    expect(medianError(errors)).to.equal(0);
  });

  it('leaves out a student who never started (a no-show), while counting them in the places', () => {
    const day = [ran(1, 0, 20), inQueue(2, ['no-show', 25]), ran(3, 25, 20)];
    // At minute 0, student 3 is estimated at place 2 (40 min) and started at 25.
    expect(replayWaits([day], 20)).to.deep.equal([15 / 25]);
  });
});
