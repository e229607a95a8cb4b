/*
 * The demo's fair day so far, with the times a real one has: each panel called its students one
 * after the other since the morning, each interview lasting about the interview length, longer or
 * shorter as conversations go and at the panel's own pace, with a minute or two between students;
 * a no-show was waited for a few minutes. Drawn from a generator seeded by the panel, so the same
 * demo records the same day, ending now.
 */
import { shortHash } from '../../domain/fair-notifications.js';
import type { InterviewStatus } from '../../domain/interview.js';
import { seededRandom } from './demo-fair-of-size.js';

const MINUTE_MS = 60_000;

/** The stages of the called interviews a day records, in the order the panel called them. */
export type CalledStage = 'finished' | 'no-show' | 'ongoing';

/** The moves a coordinator makes after assigning a panel, to take an interview to each called stage. */
export const CALLED_MOVES: Readonly<Record<CalledStage, readonly InterviewStatus[]>> = {
  ongoing: ['ongoing'],
  finished: ['ongoing', 'finished'],
  'no-show': ['no-show'],
};

/** One panel's day: when its queue was assigned, and the time of each move of each called interview, in order. */
export interface PanelDay {
  readonly assignedAt: Date;
  readonly moves: readonly (readonly Date[])[];
}

/** A number drawn from the standard normal distribution (Box–Muller). */
const normal = (random: () => number): number =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** The seed of a panel's day: its id, hashed. */
export const seedOf = (panelId: string): number => shortHash(panelId);

/**
 * One panel's day ending at `now`: the times of the moves of its called interviews, in the order
 * called (CALLED_MOVES). The panel's pace is the interview length times a factor of its own (0.8 to
 * 1.25); each interview varies around it (a log-normal spread of about a fifth), at least 5 minutes.
 */
export const demoPanelDay = (
  called: readonly CalledStage[],
  seed: number,
  interviewMinutes: number,
  now: Date,
): PanelDay => {
  const random = seededRandom(seed);
  const pace = interviewMinutes * (0.8 + 0.45 * random());
  const spans = called.map((stage) => {
    const gap = (1 + 2 * random()) * MINUTE_MS;
    const length = Math.max(5, pace * Math.exp(0.2 * normal(random))) * MINUTE_MS;
    if (stage === 'no-show') return { gap, steps: [(2 + 4 * random()) * MINUTE_MS] };
    // The ongoing one has run part of its length by now.
    if (stage === 'ongoing') return { gap, steps: [length * (0.2 + 0.6 * random())] };
    return { gap, steps: [0, length] };
  });
  const total = spans.reduce((sum, { gap, steps }) => sum + gap + steps.reduce((a, b) => a + b, 0), 0);
  let clock = now.getTime() - total;
  const assignedAt = new Date(clock - 10 * MINUTE_MS);
  const moves = spans.map(({ gap, steps }, index) => {
    clock += gap;
    const times = steps.map((step) => new Date((clock += step)));
    // The ongoing interview started at the start of its span; it has run since.
    return called[index] === 'ongoing' ? [new Date(times[0]!.getTime() - steps[0]!)] : times;
  });
  return { assignedAt, moves };
};
