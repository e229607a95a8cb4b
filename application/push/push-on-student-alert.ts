import { Needs } from '../needs.js';
import type { EventId } from '../ports/events.js';
import type { Reaction, Reply } from '../reactions/reaction.js';
import { ALERT_KINDS, type AlertEvent, type AlertKind, alertedStudent } from '../../domain/student-alerts.js';
import { SendPushAlert } from './send-push-alert.js';

/** Pushes each student alert (domain/student-alerts.ts) to its student's devices, one student's alerts in order. */
export class PushOnStudentAlert extends Needs([], { push: SendPushAlert }) implements Reaction<AlertKind> {
  readonly hears = ALERT_KINDS;
  readonly failure = 'a push notification failed';

  replyTo(event: AlertEvent, id: EventId): Reply {
    return { queue: `push:${alertedStudent(event) ?? '*'}`, task: () => this.deps.push.execute(event, id) };
  }
}
