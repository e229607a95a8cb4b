/*
 * What changed at the fair. Every change that someone watching a screen could care about is told
 * as one event once it is stored; the live stream passes each one only to those who may see it.
 */
import { ruleOf } from './event-rules.js';
import type { InterviewStatus } from './interview.js';
import type { Role } from './role.js';

export type InterviewChange =
  | 'interview.created'
  | 'interview.panel-assigned'
  | 'interview.timed'
  | 'interview.moved'
  | 'interview.deleted'
  | 'interview.checked-in'
  | 'interview.cancelled';

/**
 * An interview was created, given a panel, timed, moved between states, deleted, its student checked
 * in, or it was cancelled before it started (its student withdrew, or the company's side or an admin cancelled it).
 */
export interface InterviewEvent {
  readonly kind: InterviewChange;
  readonly interviewId: string;
  readonly companyId: string;
  readonly studentId: string;
  readonly panelId: string | null;
  /** The status after the change (for a deleted interview, the one it had). */
  readonly status: InterviewStatus;
}

/**
 * An interview became the next of its panel (the head of its waiting queue): its student is called.
 * Told once per turn in the queue, by whichever app server claimed it (docs/fair-operations.md). It
 * names the company, the panel and the time, so the student's screen says where to go without a read.
 */
/** A student's turn at a panel, named as their screen says it: which company and panel to go to. */
interface TurnAtPanel {
  readonly interviewId: string;
  readonly companyId: string;
  readonly studentId: string;
  readonly panelId: string;
  readonly companyName: string;
  readonly panelName: string;
}

export interface NextTurnEvent extends TurnAtPanel {
  readonly kind: 'interview.next';
  /** The interview's time (ISO 8601), or null when none was set. */
  readonly time: string | null;
}

/**
 * A waiting student's place in a panel's queue came to the place they chose to be warned at, or
 * nearer (docs/students.md): told once per turn, by whichever app server claimed it.
 */
export interface PlaceWarningEvent extends TurnAtPanel {
  readonly kind: 'interview.place-warning';
  /** The student's place in the queue (1 is next), and how many wait in it. */
  readonly place: number;
  readonly of: number;
}

/**
 * A student on a company's reserve list was given a place that freed there (an interview deleted,
 * marked no-show, withdrawn from or cancelled): the new interview's student is told. Told once per freed place (docs/allocation.md).
 */
export interface PromotionEvent {
  readonly kind: 'interview.promoted';
  readonly interviewId: string;
  readonly companyId: string;
  readonly studentId: string;
  /** The company's name, as the student's banner says it. */
  readonly companyName: string;
}

/**
 * A place that freed at a company is offered to a student on its reserve list, until `expiresAt`
 * (ISO 8601): the student accepts or declines it; silence passes it on (docs/allocation.md).
 */
export interface OfferEvent {
  readonly kind: 'reserve.offered';
  readonly offerId: string;
  readonly companyId: string;
  readonly studentId: string;
  /** The company's name, as the student's banner says it. */
  readonly companyName: string;
  readonly expiresAt: string;
}

export interface PanelEvent {
  readonly kind: 'panel.added' | 'panel.removed' | 'panel.hours-set';
  readonly panelId: string;
  readonly companyId: string;
}

/**
 * A panel's queue changed for the students waiting in it (docs/fair-operations.md, "Places and
 * waits", "Paused panels"): a coordinator paused or resumed the panel, or its queue moved (someone
 * was called, finished, left or joined), so their places and waits are not what they were. The
 * students waiting in it when it was told hear it; the live stream does not pass on who they are.
 */
export interface QueueEvent {
  readonly kind: 'panel.paused' | 'panel.resumed' | 'panel.queue-moved';
  readonly panelId: string;
  readonly companyId: string;
  /** The students waiting in the panel's queue, for the servers to tell. */
  readonly studentIds: readonly string[];
}

export interface WalkInEvent {
  readonly kind: 'walk-in.opened' | 'walk-in.closed';
  readonly companyId: string;
}

/**
 * An account's power changed: it was deleted, or its password changed, so tokens issued before
 * no longer hold. `version` is the account's session version after the change; null once deleted.
 * Servers act on it; browsers never hear it.
 */
export interface AccountEvent {
  readonly kind: 'account.changed';
  readonly role: Role;
  readonly accountId: string;
  readonly version: number | null;
}

/**
 * A record that lists show was edited (a student's profile, CV or picture; a company's account),
 * so answers that include it are no longer current. Servers act on it; browsers never hear it.
 */
export interface ProfileEvent {
  readonly kind: 'student.changed' | 'company.changed';
  readonly id: string;
}

/**
 * A message reached students (docs/messages.md): one event per recipient for a company's or a
 * panel's students, one event heard by every student for a message to all of them.
 */
export interface MessageEvent {
  readonly kind: 'message.received';
  readonly messageId: string;
  readonly studentId: string;
  readonly subject: string;
}

export interface BroadcastEvent {
  readonly kind: 'message.broadcast';
  readonly messageId: string;
  readonly subject: string;
}

/**
 * A company's recruiters changed: an invited recruiter signed up, or one was removed. Only the
 * company's own logins hear it (its Recruiters card reads again); not its coordinators.
 */
export interface RecruiterEvent {
  readonly kind: 'recruiter.joined' | 'recruiter.removed';
  readonly companyId: string;
  readonly recruiterId: string;
}

/**
 * The next fair was made current (domain/fair.ts): whatever a server kept of the last fair is stale,
 * so every server reads everything again, as after a gap in the feed.
 */
export interface FairOpenedEvent {
  readonly kind: 'fair.opened';
  readonly fairId: string;
}

export type FairEvent =
  | FairOpenedEvent
  | InterviewEvent
  | NextTurnEvent
  | PlaceWarningEvent
  | PromotionEvent
  | OfferEvent
  | PanelEvent
  | QueueEvent
  | WalkInEvent
  | AccountEvent
  | ProfileEvent
  | MessageEvent
  | BroadcastEvent
  | RecruiterEvent;
export type FairEventKind = FairEvent['kind'];

/** Who is listening: the account, and for a company or coordinator the company they act for. */
export interface Listener {
  readonly role: Role;
  readonly accountId: string;
  /** The company's own id for a company, the coordinator's company for a coordinator, else null. */
  readonly companyId: string | null;
}

/**
 * Who may hear of a change, as its kind's rule says (event-rules.ts): a student only of their own
 * interviews (their turn coming and their promotion from a reserve list included), of the queues
 * they wait in (paused, resumed or moved) and of walk-ins opening or closing; a company and its
 * coordinators only of their company (its coordinators not of what only the company's own logins are
 * told); admins of everything shown on a screen. Account and profile changes are for the servers alone.
 */
export const mayHear = (listener: Listener, event: FairEvent): boolean => {
  const { audience } = ruleOf(event);
  if (audience === 'servers') return false;
  if (listener.role === 'admin') return audience.admins;
  if (listener.role === 'student') {
    if (audience.students === 'concerned') return 'studentId' in event && event.studentId === listener.accountId;
    if (audience.students === 'waiting') return 'studentIds' in event && event.studentIds.includes(listener.accountId);
    return audience.students === 'every';
  }
  if (audience.company === 'logins' && listener.role !== 'company') return false;
  return (
    audience.company !== false &&
    'companyId' in event &&
    listener.companyId !== null &&
    event.companyId === listener.companyId
  );
};
