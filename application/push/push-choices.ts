import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { WARNING_PLACES } from '../../domain/push-subscription.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { PushSubscriptionRepository } from '../ports/persistence.js';
import type { PushSender } from '../ports/push.js';
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
export class GetPushChoices {
  static readonly needs = ['pushSubscriptions', 'pushSender'] as const;

  constructor(
    private readonly subscriptions: PushSubscriptionRepository,
    private readonly sender: Pick<PushSender, 'publicKey'>,
  ) {}

  execute(actor: Actor): TaskEither<AppError, PushChoices> {
    return useCase(async () => {
      const [places, devices] = await Promise.all([
        this.subscriptions.warningPlaces([actor.id]),
        this.subscriptions.listByStudents([actor.id]),
      ]);
      return {
        publicKey: this.sender.publicKey,
        warningPlace: places.get(actor.id) ?? WARNING_PLACES.usual,
        devices: devices.length,
      };
    });
  }
}
