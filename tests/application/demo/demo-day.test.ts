import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { CALLED_MOVES, type CalledStage, demoPanelDay, seedOf } from '../../../application/demo/demo-day.js';
import { assignPanel, type Interview, moveInterview, newInterview } from '../../../domain/interview.js';
import { medianError, replayWaits } from '../../../domain/queue-wait.js';

const NOW = new Date('2026-03-02T08:30:00Z');
const MINUTES = 25;
const MINUTE = 60_000;

/** A panel's called stages: `finished` ones, one in eight a no-show, then the ongoing one. */
const calledOf = (finished: number): CalledStage[] => [
  ...Array.from({ length: finished }, (_, i): CalledStage => ((i + 1) % 8 === 0 ? 'no-show' : 'finished')),
  'ongoing',
];

/** A panel's recorded day as the demo stores it: its called interviews, in queue order, each with its history. */
const recordedPanel = (panelId: string, finished: number): Interview[] => {
  const called = calledOf(finished);
  const day = demoPanelDay(called, seedOf(panelId), MINUTES, NOW);
  return called.map((stage, index) => {
    const created = newInterview({
      id: `${panelId}-${index}`,
      studentId: `student-${index}`,
      companyId: 'company',
      createdAt: day.assignedAt,
      walkIn: false,
    });
    const placed = { queue: index + 1, panelQueue: index + 1 };
    let interview = E.getOrElseW(() => created)(assignPanel(created, panelId, placed, day.assignedAt));
    for (const [step, status] of CALLED_MOVES[stage].entries()) {
      interview = E.getOrElseW(() => interview)(moveInterview(interview, status, day.moves[index]![step]!));
    }
    return interview;
  });
};

describe("the demo's recorded fair day (demoPanelDay)", () => {
  const panels = Array.from({ length: 24 }, (_, i) => recordedPanel(`panel-${i}`, 12 + (i % 9)));

  it('is the same day for the same panel, and ends now, each panel calling one student after the other', () => {
    expect(recordedPanel('panel-0', 12)).to.deep.equal(panels[0]);
    for (const panel of panels) {
      const starts = panel.flatMap((interview) => interview.history.slice(2).map((change) => change.at.getTime()));
      expect(starts).to.deep.equal([...starts].sort((a, b) => a - b));
      expect(Math.max(...starts)).to.be.below(NOW.getTime());
    }
  });

  it('has interviews of realistic lengths around the interview length, at least 5 minutes each', () => {
    const lengths = panels.flat().flatMap((interview) => {
      const [ongoing, finished] = interview.history.slice(2);
      return finished?.status === 'finished' ? [(finished.at.getTime() - ongoing!.at.getTime()) / MINUTE] : [];
    });
    expect(Math.min(...lengths)).to.be.at.least(5);
    const mean = lengths.reduce((sum, length) => sum + length, 0) / lengths.length;
    expect(mean).to.be.within(MINUTES * 0.8, MINUTES * 1.3);
  });

  it('replayed through the estimator, misses the actual wait by less than 40 % at the median', () => {
    const error = medianError(replayWaits(panels, MINUTES));
    expect(error).to.be.below(0.4);
  });
});
