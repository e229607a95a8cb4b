import type { EventId } from '../ports/events.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { alertedStudent, type PushedEvent, type PushedKind, PUSHED_KINDS } from './push-alerts.js';
import { SendPushAlert } from './send-push-alert.js';

/** Pushes each student alert (push-alerts.ts) to its student's devices, one student's alerts in order. */
export class PushOnStudentAlert implements Reaction<PushedKind> {
  static readonly needs = [SendPushAlert] as const;

  readonly hears = PUSHED_KINDS;
  readonly failure = 'a push notification failed';

  constructor(private readonly push: SendPushAlert) {}

  replyTo(event: PushedEvent, id: EventId): Reply {
    return { queue: `push:${alertedStudent(event) ?? '*'}`, task: () => this.push.execute(event, id) };
  }
}
