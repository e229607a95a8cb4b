/*
 * What a student is told when something of theirs happens that they should not miss (docs/students.md,
 * "Notifications"): the same words as a push notification with the portal closed, and as a banner in
 * the student area with it open.
 */
import type { EventOf } from './event-rules.js';
import { formatEventDateTime, formatEventTime } from './event-time.js';
import type { FairEvent, FairEventKind } from './fair-event.js';

export interface StudentAlert {
  readonly title: string;
  readonly body: string;
  /** A path of the portal, such as /student/interviews, that the alert opens. */
  readonly url: string;
}

type Alerts = { readonly [K in FairEventKind]?: (event: EventOf<K>, timeZone: string) => StudentAlert };

const INTERVIEWS = '/student/interviews';
const atPanel = (companyName: string, panelName: string): string =>
  panelName === '' ? companyName : `${companyName} (${panelName})`;

/**
 * The student alerts, and what each says: adding a kind here (one the student hears) is all it takes
 * to push it and to show it as a banner.
 */
export const STUDENT_ALERTS = {
  'interview.next': ({ companyName, panelName, time }, timeZone) => ({
    title: "You're next",
    body: `You are next at ${atPanel(companyName, panelName)}. Please make your way to the panel now.${
      time === null ? '' : ` Your time: ${formatEventTime(new Date(time), timeZone)}.`
    }`,
    url: INTERVIEWS,
  }),
  'interview.place-warning': ({ companyName, panelName, place }) => ({
    title: 'Your turn is coming',
    body: `You are number ${place} in the queue of ${atPanel(companyName, panelName)}. Please stay close.`,
    url: INTERVIEWS,
  }),
  'interview.promoted': ({ companyName }) => ({
    title: 'A place for you',
    body: `A place freed up at ${companyName} and you were first on its reserve list: you have an interview with ${companyName}.`,
    url: INTERVIEWS,
  }),
  'reserve.offered': ({ companyName, expiresAt }, timeZone) => ({
    title: 'A place is offered to you',
    body: `A place freed up at ${companyName} and you are first on its reserve list: accept it by ${formatEventDateTime(new Date(expiresAt), timeZone)}, or it goes to the next student.`,
    url: INTERVIEWS,
  }),
  'message.received': ({ subject }) => ({ title: 'New message', body: subject, url: '/student/messages' }),
  'message.broadcast': ({ subject }) => ({ title: 'New message', body: subject, url: '/student/messages' }),
} as const satisfies Alerts;

export type AlertKind = keyof typeof STUDENT_ALERTS;
export type AlertEvent = Extract<FairEvent, { kind: AlertKind }>;

export const ALERT_KINDS = Object.keys(STUDENT_ALERTS) as AlertKind[];

/** What the alert of this event says, its times on the fair's clock. */
export const studentAlertOf = (event: AlertEvent, timeZone: string): StudentAlert =>
  (STUDENT_ALERTS[event.kind] as (event: AlertEvent, timeZone: string) => StudentAlert)(event, timeZone);

/** The student the alert is for, or null for one to every student. */
export const alertedStudent = (event: AlertEvent): string | null => ('studentId' in event ? event.studentId : null);
