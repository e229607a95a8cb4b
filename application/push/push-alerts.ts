import type { EventOf } from '../../domain/event-rules.js';
import { formatEventDateTime, formatEventTime } from '../../domain/event-time.js';
import type { FairEvent, FairEventKind } from '../../domain/fair-event.js';
import type { PushAlert } from '../ports/push.js';

type Alerts = { readonly [K in FairEventKind]?: (event: EventOf<K>, timeZone: string) => PushAlert };

const INTERVIEWS = '/student/interviews';
const atPanel = (companyName: string, panelName: string): string =>
  panelName === '' ? companyName : `${companyName} (${panelName})`;

/**
 * The student alerts that go out as push notifications, and what each says: adding a kind here
 * (one the student hears) is all it takes to push it (docs/students.md, "Notifications").
 */
export const PUSH_ALERTS = {
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

export type PushedKind = keyof typeof PUSH_ALERTS;
export type PushedEvent = Extract<FairEvent, { kind: PushedKind }>;

export const PUSHED_KINDS = Object.keys(PUSH_ALERTS) as PushedKind[];

/** What the notification of this event says. */
export const pushAlertOf = (event: PushedEvent, timeZone: string): PushAlert =>
  (PUSH_ALERTS[event.kind] as (event: PushedEvent, timeZone: string) => PushAlert)(event, timeZone);

/** The student the alert is for, or null for one to every student. */
export const alertedStudent = (event: PushedEvent): string | null => ('studentId' in event ? event.studentId : null);
