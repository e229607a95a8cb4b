/*
 * What each kind of event means, in one place: who hears it on the live stream, which polled lists
 * it makes stale, and which screens listen for it. mayHear, the servers' poll versions and the
 * screens' live kinds are all read from this table.
 */
import type {
  FairEvent,
  FairEventKind,
  InterviewEvent,
  PanelEvent,
  QueueEvent,
  RecruiterEvent,
  WalkInEvent,
} from './fair-event.js';

/** What one student's own screens show: their interviews and their profile. */
export const studentScope = (studentId: string): string => `student:${studentId}`;
/** What one company's screens show: its interviews, panels, walk-in state and profile. */
export const companyScope = (companyId: string): string => `company:${companyId}`;
/** Any student's profile, as companies' lists show it (an edit names the student, not their companies). */
export const STUDENT_PROFILES = 'students';
/** Any company's profile or walk-in state, as students' lists show it (the walk-in list is everyone's). */
export const COMPANY_PROFILES = 'companies';

/** What a screen listens for on the live stream: each screen reads again, or speaks, on the kinds of its topic. */
export const LIVE_TOPICS = [
  'interviews',
  'panels',
  'queues',
  'walk-ins',
  'next-turn',
  'place-warning',
  'promotion',
  'messages',
  'recruiters',
  'offers',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The event of a kind (an interview change's kind is one of several of one shape). */
export type EventOf<K extends FairEventKind> = OfKind<FairEvent, K>;
type OfKind<E, K> = E extends { readonly kind: infer Kinds } ? (K extends Kinds ? E : never) : never;

/** Who hears an event on the live stream; nobody else does. */
export interface Audience<E extends FairEvent> {
  /** The student the event concerns, the students waiting in the queue it is about, every student, or none. */
  readonly students: E extends { readonly studentId: string }
    ? 'concerned' | 'every' | 'none'
    : E extends { readonly studentIds: readonly string[] }
      ? 'waiting' | 'every' | 'none'
      : 'every' | 'none';
  /**
   * Whether the company the event concerns hears it, and its coordinators with it; `logins`: the
   * company's own logins only (its account and its recruiters), not its coordinators.
   */
  readonly company: E extends { readonly companyId: string } ? boolean | 'logins' : false;
  readonly admins: boolean;
}

interface Staling<E extends FairEvent> {
  /** The poll scopes whose lists the event changes (docs/api.md, "Polls"). */
  readonly stale: (event: E) => readonly string[];
}

/** An event told to browsers: who hears it, and which screens' topic it is. */
export interface ToldRule<E extends FairEvent> extends Staling<E> {
  readonly audience: Audience<E>;
  readonly topic: LiveTopic;
}

/** An event the servers act on and browsers never hear. */
export interface ServersRule<E extends FairEvent> extends Staling<E> {
  readonly audience: 'servers';
}

export type EventRule<E extends FairEvent> = ToldRule<E> | ServersRule<E>;

/** One rule for every kind: a kind without its row does not compile. */
export type EventTable = { readonly [K in FairEventKind]: EventRule<EventOf<K>> };

const TO_STUDENT_AND_COMPANY = { students: 'concerned', company: true, admins: true } as const;
const TO_COMPANY = { students: 'none', company: true, admins: true } as const;
const TO_COMPANY_AND_EVERY_STUDENT = { students: 'every', company: true, admins: true } as const;

const interviewChange = {
  audience: TO_STUDENT_AND_COMPANY,
  topic: 'interviews',
  stale: (event) => [studentScope(event.studentId), companyScope(event.companyId)],
} as const satisfies EventRule<InterviewEvent>;

const panelChange = {
  audience: TO_COMPANY,
  topic: 'panels',
  stale: (event) => [companyScope(event.companyId)],
} as const satisfies EventRule<PanelEvent>;

const walkInChange = {
  audience: TO_COMPANY_AND_EVERY_STUDENT,
  topic: 'walk-ins',
  stale: (event) => [companyScope(event.companyId), COMPANY_PROFILES],
} as const satisfies EventRule<WalkInEvent>;

/** A company's recruiters: its own logins' Recruiters card reads again; no polled list shows them. */
const recruiterChange = {
  audience: { students: 'none', company: 'logins', admins: false },
  topic: 'recruiters',
  stale: () => [],
} as const satisfies EventRule<RecruiterEvent>;

/** A pause or its end: the company's screens and the waiting students' lists show it. */
const pauseChange = {
  audience: { students: 'waiting', company: true, admins: true },
  topic: 'queues',
  stale: (event) => [companyScope(event.companyId), ...event.studentIds.map(studentScope)],
} as const satisfies EventRule<QueueEvent>;

/** A call to the student: no list changes with it (a promotion's interview.created moves the lists). */
const noList = (): readonly string[] => [];

const RULES = {
  'interview.created': interviewChange,
  'interview.panel-assigned': interviewChange,
  'interview.timed': interviewChange,
  'interview.moved': interviewChange,
  'interview.deleted': interviewChange,
  'interview.checked-in': interviewChange,
  'interview.cancelled': interviewChange,
  'interview.next': { audience: TO_STUDENT_AND_COMPANY, topic: 'next-turn', stale: noList },
  'interview.place-warning': {
    audience: { students: 'concerned', company: false, admins: false },
    topic: 'place-warning',
    stale: noList,
  },
  'interview.promoted': { audience: TO_STUDENT_AND_COMPANY, topic: 'promotion', stale: noList },
  // The offer is the student's own: their Interviews page shows it with its deadline, and reads again.
  'reserve.offered': {
    audience: { students: 'concerned', company: false, admins: true },
    topic: 'offers',
    stale: (event) => [studentScope(event.studentId)],
  },
  'panel.added': panelChange,
  'panel.removed': panelChange,
  'panel.hours-set': panelChange,
  'panel.paused': pauseChange,
  'panel.resumed': pauseChange,
  // The company's screens heard the interview's own change; the students behind it hear this one.
  'panel.queue-moved': {
    audience: { students: 'waiting', company: false, admins: false },
    topic: 'queues',
    stale: (event) => event.studentIds.map(studentScope),
  },
  'walk-in.opened': walkInChange,
  'walk-in.closed': walkInChange,
  // A message is shown where it arrives; the student's Messages page reads again on its topic.
  'message.received': {
    audience: { students: 'concerned', company: false, admins: false },
    topic: 'messages',
    stale: noList,
  },
  'message.broadcast': {
    audience: { students: 'every', company: false, admins: false },
    topic: 'messages',
    stale: noList,
  },
  'account.changed': {
    audience: 'servers',
    // A deleted student leaves every list their interviews were in; a deleted company, the walk-in list.
    stale: (event) => {
      if (event.role === 'student') return [studentScope(event.accountId), STUDENT_PROFILES];
      if (event.role === 'company') return [companyScope(event.accountId), COMPANY_PROFILES];
      return [];
    },
  },
  'recruiter.joined': recruiterChange,
  'recruiter.removed': recruiterChange,
  // Every server reads everything again (adapters/events/subscribers.ts); the browsers are told to by the stream.
  'fair.opened': { audience: 'servers', stale: () => [] },
  'student.changed': { audience: 'servers', stale: (event) => [studentScope(event.id), STUDENT_PROFILES] },
  'company.changed': { audience: 'servers', stale: (event) => [companyScope(event.id), COMPANY_PROFILES] },
} as const satisfies EventTable;

export const EVENT_RULES: EventTable = RULES;

/** The kinds browsers hear: every kind whose rule names an audience. */
export type LiveEventKind = {
  [K in FairEventKind]: (typeof RULES)[K] extends { readonly audience: 'servers' } ? never : K;
}[FairEventKind];

/** The rule of this event's kind (the table is indexed by kind, so it fits the event). */
export const ruleOf = <E extends FairEvent>(event: E): EventRule<E> => EVENT_RULES[event.kind] as EventRule<E>;

/** Every scope whose lists an event changes. */
export const staleScopesOf = (event: FairEvent): readonly string[] => ruleOf(event).stale(event);

const KINDS = Object.keys(EVENT_RULES) as FairEventKind[];

/** The kinds of one topic, as screens listen for them. */
export const kindsAbout = (topic: LiveTopic): readonly LiveEventKind[] =>
  KINDS.filter((kind) => {
    const rule = EVENT_RULES[kind];
    return rule.audience !== 'servers' && rule.topic === topic;
  }) as LiveEventKind[];

/** Every kind browsers hear. */
export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = KINDS.filter(
  (kind) => EVENT_RULES[kind].audience !== 'servers',
) as LiveEventKind[];
