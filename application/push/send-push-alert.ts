import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { PushSubscription } from '../../domain/push-subscription.js';
import type { AppError } from '../errors.js';
import type { EventId } from '../ports/events.js';
import type { PushSender } from '../ports/push.js';
import { useCase } from '../task.js';
import { type AlertEvent, alertedStudent, studentAlertOf } from '../../domain/student-alerts.js';

/** How many devices are sent to at once (a message to every student reaches thousands). */
const AT_ONCE = 20;

/** The claim that lets one app server, once, push the alert this event is. */
export const pushKey = (eventId: EventId): string => `push:${eventId}`;

/**
 * Pushes a student alert (domain/student-alerts.ts) to every device its student allowed notifications on, or
 * to every device for a message to every student: the alert is claimed in the store under the
 * event's id first, so of every app server hearing the event one sends it, once. A device whose push
 * service answers that it is gone (404, 410) is forgotten. Answers how many devices took it.
 */
export class SendPushAlert extends Needs(['pushSubscriptions', 'notifications', 'pushSender', 'clock', 'settings']) {
  execute(event: AlertEvent, eventId: EventId): TaskEither<AppError, number> {
    return useCase(async () => {
      const studentId = alertedStudent(event);
      const devices =
        studentId === null
          ? await this.deps.pushSubscriptions.listAll()
          : await this.deps.pushSubscriptions.listByStudents([studentId]);
      if (devices.length === 0 || !(await this.deps.notifications.claim(pushKey(eventId), this.deps.clock.now())))
        return 0;
      const alert = studentAlertOf(event, this.deps.settings.eventTimezone);
      let sent = 0;
      const unsent: unknown[] = [];
      for (let start = 0; start < devices.length; start += AT_ONCE) {
        await Promise.all(
          devices.slice(start, start + AT_ONCE).map((device) =>
            this.sendTo(device, alert).then(
              (taken) => (sent += taken ? 1 : 0),
              (error: unknown) => unsent.push(error),
            ),
          ),
        );
      }
      // Not tried again (the alert is claimed): the other devices still got theirs.
      if (unsent.length > 0) throw new AggregateError(unsent, `${unsent.length} push notifications could not be sent`);
      return sent;
    });
  }

  private async sendTo(device: PushSubscription, alert: Parameters<PushSender['send']>[1]): Promise<boolean> {
    if ((await this.deps.pushSender.send(device, alert)) === 'sent') return true;
    await this.deps.pushSubscriptions.removeEndpoint(device.endpoint);
    return false;
  }
}
