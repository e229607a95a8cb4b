import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { WARNING_PLACES } from '../../domain/push-subscription.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { useCase } from '../task.js';

/** A student's push notifications as their Account page shows them. */
export interface PushChoices {
  /** The key a browser subscribes with (VAPID, base64url). */
  readonly publicKey: string;
  /** The place in a queue at which the student is warned. */
  readonly warningPlace: number;
  /** How many of the student's devices take push notifications. */
  readonly devices: number;
}

/** The signed-in student's push notifications: the key to subscribe with, their warning place and their devices. */
export class GetPushChoices extends Needs(['pushSubscriptions', 'pushSender']) {
  execute(actor: Actor): TaskEither<AppError, PushChoices> {
    return useCase(async () => {
      const [places, devices] = await Promise.all([
        this.deps.pushSubscriptions.warningPlaces([actor.id]),
        this.deps.pushSubscriptions.listByStudents([actor.id]),
      ]);
      return {
        publicKey: this.deps.pushSender.publicKey,
        warningPlace: places.get(actor.id) ?? WARNING_PLACES.usual,
        devices: devices.length,
      };
    });
  }
}
