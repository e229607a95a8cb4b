import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { FairEvent } from '../../domain/fair-event.js';
import type { AppError } from '../errors.js';
import type { EventId } from '../ports/events.js';

export type EventKind = FairEvent['kind'];

/** What an event asks of a reaction: its use case's task, made after the earlier ones of the same queue. */
export interface Reply {
  /** One queue's tasks are made one after the other on this server (across servers, the store's claims decide). */
  readonly queue: string;
  readonly task: () => TaskEither<AppError, unknown>;
  /** A burst of events asks for the same task: one waiting, not begun, for this queue already answers them all. */
  readonly coalesce?: boolean;
}

/** A reaction to the fair's events: the kinds it hears, and the use case it asks for each. */
export interface Reaction<Kind extends EventKind = EventKind> {
  readonly hears: readonly Kind[];
  /** What the log says when its task fails. */
  readonly failure: string;
  /** The task this event asks for, or null when it asks for none; `id` is the event's in the feed, the same on every server. */
  replyTo(event: Extract<FairEvent, { kind: Kind }>, id: EventId): Reply | null;
}
