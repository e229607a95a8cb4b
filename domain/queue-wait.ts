/*
 * Your place and your wait (docs/fair-operations.md, "Places and waits"): how long a student waiting
 * in a panel's queue is likely to wait, from the panel's live pace. The pace is the median length of
 * the panel's recent interviews, each read from its history (from ongoing to finished); before the
 * panel has finished any, the configured interview length. The current interview has run part of
 * its length already, and a paused panel interviews nobody before its expected time back.
 */
import { waitingQueue, type QueuePlace } from './fair-notifications.js';
import { currentInterview, type Interview } from './interview.js';
import type { PanelPause } from './panel.js';

const MINUTE_MS = 60_000;

/** How many of a panel's latest finished interviews its pace is read from. */
export const PACE_WINDOW = 8;

/** One interview as it ran: when it started (ongoing) and when it finished. */
interface RanInterview {
  readonly startedAt: Date;
  readonly finishedAt: Date;
}

/** Every time this interview ran, oldest first: each move to ongoing followed by a move to finished. */
const runsOf = (interview: Interview): RanInterview[] =>
  interview.history.flatMap((change, index) => {
    const next = interview.history[index + 1];
    return change.status === 'ongoing' && next?.status === 'finished'
      ? [{ startedAt: change.at, finishedAt: next.at }]
      : [];
  });

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * A panel's pace at `now`, in milliseconds per interview: the median length of the last
 * PACE_WINDOW interviews it finished by then, or the configured length before it finished any.
 */
export const panelPace = (panelInterviews: readonly Interview[], now: Date, configuredMinutes: number): number => {
  const recent = panelInterviews
    .flatMap(runsOf)
    .filter((run) => run.finishedAt.getTime() <= now.getTime())
    .sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime())
    .slice(-PACE_WINDOW)
    .map((run) => run.finishedAt.getTime() - run.startedAt.getTime());
  return recent.length === 0 ? configuredMinutes * MINUTE_MS : median(recent);
};

/** When the current interview (ongoing since its last move) started, or null while none is ongoing. */
const startOfCurrent = (panelInterviews: readonly Interview[]): Date | null => {
  const current = currentInterview(panelInterviews);
  if (current === null) return null;
  return [...current.history].reverse().find((change) => change.status === 'ongoing')?.at ?? null;
};

/** A waiting student's place, and about how long, in whole minutes, until their interview starts. */
export interface QueueWait extends QueuePlace {
  readonly waitMinutes: number;
}

/** What a panel's queue looks like at an instant: each waiting interview's place and wait, and when the last one should end. */
export interface QueueOutlook {
  readonly waits: ReadonlyMap<string, QueueWait>;
  /** How many wait. */
  readonly waiting: number;
  /** When the last waiting interview should end (now, or the pause's end, when nobody waits or is interviewed). */
  readonly endsAt: Date;
}

export interface WaitConditions {
  readonly now: Date;
  /** The configured interview length, the pace before the panel has finished any interview. */
  readonly configuredMinutes: number;
  /** The panel's pause, when it is paused. */
  readonly pause?: PanelPause | null;
}

/**
 * The outlook of one panel's queue, given that panel's interviews: the place of each waiting
 * interview (queuePlaces, the rule "you're next" follows) and its wait. The first starts once the
 * current interview has run the pace's length (at once when it has run longer) and once the panel
 * is back from a pause; each one after waits one more pace.
 */
export const queueOutlook = (panelInterviews: readonly Interview[], conditions: WaitConditions): QueueOutlook => {
  const { now, configuredMinutes, pause } = conditions;
  const pace = panelPace(panelInterviews, now, configuredMinutes);
  const started = startOfCurrent(panelInterviews);
  const currentLeft = started === null ? 0 : Math.max(0, pace - (now.getTime() - started.getTime()));
  const pausedFor = pause ? Math.max(0, pause.backAt.getTime() - now.getTime()) : 0;
  const firstStartsIn = Math.max(currentLeft, pausedFor);
  const waiting = waitingQueue(panelInterviews);
  const waits = new Map(
    waiting.map((interview, index) => [
      interview.id,
      {
        place: index + 1,
        of: waiting.length,
        waitMinutes: Math.round((firstStartsIn + index * pace) / MINUTE_MS),
      },
    ]),
  );
  const lastEndsIn = waiting.length === 0 ? firstStartsIn : firstStartsIn + waiting.length * pace;
  return { waits, waiting: waiting.length, endsAt: new Date(now.getTime() + lastEndsIn) };
};

/** The interview as it stood at `at`: its history up to then, and the status it had (null before it existed). */
const asItStood = (interview: Interview, at: Date): Interview | null => {
  const history = interview.history.filter((change) => change.at.getTime() <= at.getTime());
  const last = history[history.length - 1];
  return last === undefined ? null : { ...interview, status: last.status, history };
};

/** When the interview started after `at` (its first move to ongoing since), or null when it did not. */
const startAfter = (interview: Interview, at: Date): Date | null =>
  interview.history.find((change) => change.status === 'ongoing' && change.at.getTime() > at.getTime())?.at ?? null;

/**
 * A recorded day replayed through the estimator: for each panel's interviews, at each moment one
 * of them started, every interview then waiting that did start later is estimated (queueOutlook)
 * from the panel as it stood then, and compared with the wait it actually had. Answers each
 * relative error, |estimated − actual| / actual, for places up to `places` (the front of a queue,
 * where a wait is worth telling).
 */
export const replayWaits = (
  panels: readonly (readonly Interview[])[],
  configuredMinutes: number,
  places = 10,
): number[] =>
  panels.flatMap((interviews) => {
    const moments = interviews.flatMap((interview) =>
      interview.history.filter((change) => change.status === 'ongoing').map((change) => change.at),
    );
    return moments.flatMap((now) => {
      const stood = interviews.flatMap((interview) => asItStood(interview, now) ?? []);
      const { waits } = queueOutlook(stood, { now, configuredMinutes });
      return interviews.flatMap((interview) => {
        const wait = waits.get(interview.id);
        const started = startAfter(interview, now);
        if (wait === undefined || wait.place > places || started === null) return [];
        const actual = started.getTime() - now.getTime();
        return [Math.abs(wait.waitMinutes * MINUTE_MS - actual) / actual];
      });
    });
  });

/** The median of a replay's relative errors (0 when there is none). */
export const medianError = (errors: readonly number[]): number => (errors.length === 0 ? 0 : median(errors));
