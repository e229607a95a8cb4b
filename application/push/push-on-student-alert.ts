import { Needs } from '../needs.js';
import type { EventId } from '../ports/events.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { alertedStudent, type PushedEvent, type PushedKind, PUSHED_KINDS } from './push-alerts.js';
import { SendPushAlert } from './send-push-alert.js';

/** Pushes each student alert (push-alerts.ts) to its student's devices, one student's alerts in order. */
export class PushOnStudentAlert extends Needs([], { push: SendPushAlert }) implements Reaction<PushedKind> {
  readonly hears = PUSHED_KINDS;
  readonly failure = 'a push notification failed';

  replyTo(event: PushedEvent, id: EventId): Reply {
    return { queue: `push:${alertedStudent(event) ?? '*'}`, task: () => this.deps.push.execute(event, id) };
  }
}
