/*
 * "You're next" and interview reminders (docs/fair-operations.md): who is next in a panel's queue,
 * and the keys that make each notification go out once, whichever app server claims it first.
 */
import { type Interview, interviewBoard } from './interview.js';

/**
 * The next interview of a panel, given that panel's interviews: the head of its waiting queue, i.e.
 * the first assigned one in queue order, whether the panel is free or busy with its current one.
 * Null when nobody is waiting.
 */
export const nextOfPanel = (panelInterviews: readonly Interview[]): Interview | null =>
  interviewBoard(panelInterviews).upcoming.find((interview) => interview.status === 'assigned') ?? null;

/**
 * Which time in the queue this is for the interview: every change of status adds to its history, so
 * a student sent back to the queue (finished or no-show, then assigned again) is on a new turn.
 * A move to another panel is a new turn too: the student must go elsewhere.
 */
export const queueTurn = (interview: Interview): string => `${interview.history.length}@${interview.panelId ?? '-'}`;

/** The one "you're next" of this interview's current turn. */
export const nextTurnKey = (interview: Interview): string => `next:${interview.id}:${queueTurn(interview)}`;

/** The one reminder of this interview at its time: a new time makes a new reminder. */
export const reminderKey = (interview: Interview & { readonly time: Date }): string =>
  `reminder:${interview.id}:${interview.time.toISOString()}`;

export const DEFAULT_REMINDER_MINUTES = 30;

/** The interview times a reminder is due for at `now`: after now, and at most `minutesBefore` ahead. */
export const reminderWindow = (now: Date, minutesBefore: number): { readonly after: Date; readonly until: Date } => ({
  after: now,
  until: new Date(now.getTime() + minutesBefore * 60_000),
});
