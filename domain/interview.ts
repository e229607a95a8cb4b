/*
 * An interview's life (spec §4): selected → assigned → ongoing → finished, and back to the queue;
 * a student who does not come when called is a no-show, and goes back to the queue if they turn up.
 *
 *   selected ──assign a panel──▶ assigned ──Make Ongoing──▶ ongoing ──Mark As Done──▶ finished
 *                                │  ▲  ▲                                                 │
 *                   Mark No-Show │  │  └──────────────────── Back to queue ──────────────┘
 *                                ▼  │ Back to queue
 *                               no-show
 *
 * Before it starts (selected or assigned), an interview can also end as cancelled: its student
 * withdraws from it, or its company, a coordinator or an administrator cancels it. A cancelled
 * interview stays, with who ended it, when and why, and moves no further.
 *
 * Any other move is refused with a message naming both states. Every change of status is kept,
 * with its time, in the interview's history (waits and interview lengths are read from it).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Either } from 'fp-ts/lib/Either.js';
import type { Role } from './role.js';

export const INTERVIEW_STATUSES = ['selected', 'assigned', 'ongoing', 'finished', 'no-show', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** One change of an interview's status: the status it took and when. */
export interface StatusChange {
  readonly status: InterviewStatus;
  readonly at: Date;
  /** For a cancellation: the role of who ended the interview (a student withdrawing, or the company's side or an admin). */
  readonly by?: Role;
  /** For a cancellation: the reason given, when one was. */
  readonly reason?: string;
}

export interface Interview {
  readonly id: string;
  readonly studentId: string;
  readonly companyId: string;
  /** Null until a coordinator assigns a panel. */
  readonly panelId: string | null;
  /** Interview time as a UTC instant; null until set. */
  readonly time: Date | null;
  readonly status: InterviewStatus;
  /** Position in the company's queue; null until assigned. */
  readonly queue: number | null;
  /** Position in the panel's queue; null until assigned. */
  readonly panelQueue: number | null;
  /** Created by the student as a walk-in rather than by an admin. */
  readonly walkIn: boolean;
  readonly createdAt: Date;
  /** When the student checked in at the company's desk; null until then. */
  readonly checkedInAt: Date | null;
  /** Every status the interview took, oldest first, from its creation (empty for records stored before). */
  readonly history: readonly StatusChange[];
}

/** The moves the state machine allows, by the state they start from. */
export const INTERVIEW_TRANSITIONS: Readonly<Record<InterviewStatus, readonly InterviewStatus[]>> = {
  selected: ['assigned'],
  assigned: ['ongoing', 'no-show'],
  ongoing: ['finished'],
  finished: ['assigned'],
  'no-show': ['assigned'],
  cancelled: [],
};

/** The longest reason kept with a withdrawal or cancellation. */
export const CANCELLATION_REASON_MAX_LENGTH = 500;

export const INTERVIEW_MESSAGES = {
  forbiddenMove: (from: InterviewStatus, to: InterviewStatus) => `Cannot move an interview from ${from} to ${to}`,
  noPanel: (from: InterviewStatus) => `Cannot move an interview from ${from} to assigned without a panel`,
  cannotAssignPanel: (status: InterviewStatus) => `Cannot assign a panel to an interview that is ${status}`,
  invalidTime: 'Invalid interview time',
  cannotWithdraw: (status: InterviewStatus) =>
    `Cannot withdraw from an interview that is ${status}: only one that has not started can be given up`,
  cannotCancel: (status: InterviewStatus) =>
    `Cannot cancel an interview that is ${status}: only one that has not started can be cancelled`,
  reasonTooLong: `A reason is at most ${String(CANCELLATION_REASON_MAX_LENGTH)} characters`,
  cannotDelete: (status: InterviewStatus) =>
    `Cannot delete an interview that is ${status}: only one that has not started, or a cancelled one, can be deleted`,
} as const;

export const canMove = (from: InterviewStatus, to: InterviewStatus): boolean =>
  INTERVIEW_TRANSITIONS[from].includes(to);

/** A new interview, as an admin creates it for a student's selected company or a student as a walk-in. */
export const newInterview = (fields: {
  readonly id: string;
  readonly studentId: string;
  readonly companyId: string;
  readonly createdAt: Date;
  readonly walkIn: boolean;
}): Interview => ({
  ...fields,
  panelId: null,
  time: null,
  status: 'selected',
  queue: null,
  panelQueue: null,
  checkedInAt: null,
  history: [{ status: 'selected', at: fields.createdAt }],
});

/** Moves an interview to `to` at `at`, or says why it cannot move: a selected one needs a panel first. */
export const moveInterview = (interview: Interview, to: InterviewStatus, at: Date): Either<string, Interview> => {
  if (!canMove(interview.status, to)) return E.left(INTERVIEW_MESSAGES.forbiddenMove(interview.status, to));
  if (to === 'assigned' && interview.panelId === null) return E.left(INTERVIEW_MESSAGES.noPanel(interview.status));
  return E.right({ ...interview, status: to, history: [...interview.history, { status: to, at }] });
};

/**
 * The student checked in at `at`; a second check-in keeps the first time and answers the very same
 * interview, so a caller can tell that there is nothing to write.
 */
export const checkIn = (interview: Interview, at: Date): Interview =>
  interview.checkedInAt === null ? { ...interview, checkedInAt: at } : interview;

export interface QueuePositions {
  readonly queue: number;
  readonly panelQueue: number;
}

/** Why an interview in this state cannot take a panel (it is ongoing or finished), or null when it can. */
export const panelAssignmentRefusal = (status: InterviewStatus): string | null =>
  status === 'selected' || status === 'assigned' ? null : INTERVIEW_MESSAGES.cannotAssignPanel(status);

/**
 * A panel for a selected or assigned interview, with its places in the company's and the panel's
 * queues; a selected one becomes assigned at `at`.
 */
export const assignPanel = (
  interview: Interview,
  panelId: string,
  positions: QueuePositions,
  at: Date,
): Either<string, Interview> => {
  const refusal = panelAssignmentRefusal(interview.status);
  if (refusal !== null) return E.left(refusal);
  const history: readonly StatusChange[] =
    interview.status === 'assigned' ? interview.history : [...interview.history, { status: 'assigned', at }];
  return E.right({
    ...interview,
    panelId,
    status: 'assigned',
    queue: positions.queue,
    panelQueue: positions.panelQueue,
    history,
  });
};

/** Who ended an interview before it started, when, and why (the reason, when one was given). */
export interface Cancellation {
  readonly by: Role;
  readonly at: Date;
  readonly reason: string | null;
}

/** Whether the interview can still be withdrawn from or cancelled: it has not started (selected or assigned). */
export const mayCancel = (status: InterviewStatus): boolean => status === 'selected' || status === 'assigned';

/**
 * Whether the interview can be deleted: it has not started, or it was cancelled. One that is ongoing,
 * finished or a no-show is kept, with its history and assessment.
 */
export const mayDelete = (status: InterviewStatus): boolean => mayCancel(status) || status === 'cancelled';

/**
 * Ends an interview that has not started, at `at`: its student withdraws (`by` student) or the
 * company's side or an admin cancels it. The reason is trimmed; a blank one is no reason. An
 * ongoing, finished, no-show or cancelled interview is refused with a message naming its state.
 */
export const cancelInterview = (
  interview: Interview,
  by: Role,
  at: Date,
  reason: string | null,
): Either<string, Interview> => {
  if (!mayCancel(interview.status)) {
    return E.left(
      by === 'student'
        ? INTERVIEW_MESSAGES.cannotWithdraw(interview.status)
        : INTERVIEW_MESSAGES.cannotCancel(interview.status),
    );
  }
  const given = reason?.trim() ?? '';
  if (given.length > CANCELLATION_REASON_MAX_LENGTH) return E.left(INTERVIEW_MESSAGES.reasonTooLong);
  const change: StatusChange = { status: 'cancelled', at, by, ...(given === '' ? {} : { reason: given }) };
  return E.right({ ...interview, status: 'cancelled', history: [...interview.history, change] });
};

/** Who cancelled the interview, when and why, or null when it is not cancelled. */
export const cancellationOf = (interview: Interview): Cancellation | null => {
  if (interview.status !== 'cancelled') return null;
  const change = [...interview.history].reverse().find((each) => each.status === 'cancelled');
  if (change === undefined) return null;
  return { by: change.by ?? 'admin', at: change.at, reason: change.reason ?? null };
};

export const setInterviewTime = (interview: Interview, time: Date): Either<string, Interview> =>
  Number.isNaN(time.getTime()) ? E.left(INTERVIEW_MESSAGES.invalidTime) : E.right({ ...interview, time });

/**
 * The one order of every interview list (current, upcoming, finished): queue position ascending,
 * interviews without one last; then creation time ascending; then id, so equal rows never swap.
 */
export const compareInterviews = (a: Interview, b: Interview): number => {
  if (a.queue !== b.queue) {
    if (a.queue === null) return 1;
    if (b.queue === null) return -1;
    return a.queue - b.queue;
  }
  const byCreation = a.createdAt.getTime() - b.createdAt.getTime();
  if (byCreation !== 0) return byCreation;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

export const sortInterviews = (interviews: readonly Interview[]): Interview[] =>
  [...interviews].sort(compareInterviews);

/**
 * Each panel's current interview: only the first ongoing one of a panel, in queue order, is its
 * current one (spec §4, per panel: a company with two panels interviews two students at once).
 * In queue order, one per panel at most.
 */
export const currentInterviews = (interviews: readonly Interview[]): Interview[] => {
  const panels = new Set<string | null>();
  return sortInterviews(interviews).filter((interview) => {
    if (interview.status !== 'ongoing' || panels.has(interview.panelId)) return false;
    panels.add(interview.panelId);
    return true;
  });
};

/** The current interview of one panel's interviews (currentInterviews), or null while none is ongoing. */
export const currentInterview = (panelInterviews: readonly Interview[]): Interview | null =>
  currentInterviews(panelInterviews)[0] ?? null;

export interface InterviewBoard {
  /** Each panel's current interview, in queue order (currentInterviews). */
  readonly current: readonly Interview[];
  /** Assigned interviews, and ongoing ones behind their panel's current one, in queue order. */
  readonly upcoming: readonly Interview[];
  /** Finished interviews and no-shows: both are off the queue until moved back to it (cancelled ones are in none of the three). */
  readonly finished: readonly Interview[];
}

/** The coordinator's and company's ongoing page: each panel's current, upcoming and finished, each in queue order. */
export const interviewBoard = (interviews: readonly Interview[]): InterviewBoard => {
  const sorted = sortInterviews(interviews);
  const current = currentInterviews(sorted);
  return {
    current,
    upcoming: sorted.filter(
      (interview) =>
        !current.includes(interview) && (interview.status === 'assigned' || interview.status === 'ongoing'),
    ),
    finished: sorted.filter((interview) => interview.status === 'finished' || interview.status === 'no-show'),
  };
};

/** Interviews a page of the admin's Interviews screen shows. */
export const ADMIN_INTERVIEW_PAGE_SIZE = 25;
