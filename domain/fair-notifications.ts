/*
 * "You're next" and interview reminders (docs/fair-operations.md): who is next in a panel's queue,
 * and the keys that make each notification go out once, whichever app server claims it first.
 */
import { currentInterview, type Interview, interviewBoard } from './interview.js';

/**
 * The next interview of a panel, given that panel's interviews: the head of its waiting queue, i.e.
 * the first assigned one in queue order, whether the panel is free or busy with its current one.
 * Null when nobody is waiting.
 */
export const nextOfPanel = (panelInterviews: readonly Interview[]): Interview | null =>
  waitingQueue(panelInterviews)[0] ?? null;

/** The interviews of each panel among these, by panel id (those without a panel are left out). */
export const byPanel = (interviews: readonly Interview[]): ReadonlyMap<string, readonly Interview[]> => {
  const panels = new Map<string, Interview[]>();
  for (const interview of interviews) {
    if (interview.panelId === null) continue;
    panels.set(interview.panelId, [...(panels.get(interview.panelId) ?? []), interview]);
  }
  return panels;
};

/** A panel's waiting queue, given that panel's interviews: its assigned interviews in queue order, the next first. */
export const waitingQueue = (panelInterviews: readonly Interview[]): Interview[] =>
  interviewBoard(panelInterviews).upcoming.filter((interview) => interview.status === 'assigned');

/** Where a waiting interview stands: place 1 is next; `of` is how many wait in that panel's queue. */
export interface QueuePlace {
  readonly place: number;
  readonly of: number;
}

/** The place of every waiting interview of one panel's interviews, by interview id. */
export const queuePlaces = (panelInterviews: readonly Interview[]): ReadonlyMap<string, QueuePlace> => {
  const waiting = waitingQueue(panelInterviews);
  return new Map(waiting.map((interview, index) => [interview.id, { place: index + 1, of: waiting.length }]));
};

/**
 * Which time in the queue this is for the interview: every change of status adds to its history, so
 * a student sent back to the queue (finished or no-show, then assigned again) is on a new turn.
 * A move to another panel is a new turn too: the student must go elsewhere.
 */
export const queueTurn = (interview: Interview): string => `${interview.history.length}@${interview.panelId ?? '-'}`;

/** The one "you're next" of this interview's current turn. */
export const nextTurnKey = (interview: Interview): string => `next:${interview.id}:${queueTurn(interview)}`;

/** The one warning of this interview's current turn that its place in the queue has come near. */
export const placeWarningKey = (interview: Interview): string => `place-warning:${interview.id}:${queueTurn(interview)}`;

/**
 * The waiting interviews of one panel whose students are to be warned now: at a place from 2 to
 * the place each student chose to be warned at (place 1 is "you're next" itself), with that place.
 */
export const placesToWarn = (
  panelInterviews: readonly Interview[],
  warnAt: (studentId: string) => number,
): readonly { readonly interview: Interview; readonly place: QueuePlace }[] => {
  const places = queuePlaces(panelInterviews);
  return waitingQueue(panelInterviews).flatMap((interview) => {
    const place = places.get(interview.id);
    return place !== undefined && place.place >= 2 && place.place <= warnAt(interview.studentId)
      ? [{ interview, place }]
      : [];
  });
};

/** The one reminder of this interview at its time: a new time makes a new reminder. */
export const reminderKey = (interview: Interview & { readonly time: Date }): string =>
  `reminder:${interview.id}:${interview.time.toISOString()}`;

/** A 32-bit FNV-1a hash of a text, as a whole number: a short stand-in for a long key or a seed. */
export const shortHash = (text: string): number =>
  [...text].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0, 2166136261);

/**
 * The one "your queue moved" of a panel's queue as it stands now, given that panel's interviews: its
 * current interview and its waiting ones, each on its turn. Servers that see the same queue make the
 * same key, so those waiting are told once; any move in it makes a new one.
 */
export const queueMoveKey = (panelId: string, panelInterviews: readonly Interview[]): string => {
  const current = currentInterview(panelInterviews);
  const turns = [current, ...waitingQueue(panelInterviews)].map((each) =>
    each ? `${each.id}:${queueTurn(each)}` : '-',
  );
  return `queue:${panelId}:${shortHash(turns.join(' ')).toString(36)}:${turns.length - 1}`;
};

export const DEFAULT_REMINDER_MINUTES = 30;

/** The interview times a reminder is due for at `now`: after now, and at most `minutesBefore` ahead. */
export const reminderWindow = (now: Date, minutesBefore: number): { readonly after: Date; readonly until: Date } => ({
  after: now,
  until: new Date(now.getTime() + minutesBefore * 60_000),
});
