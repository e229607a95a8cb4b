import { Needs } from '../needs.js';
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { type PushSubscriptionForm, validatePushSubscription } from '../../domain/push-subscription.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { GetPushChoices, type PushChoices } from './push-choices.js';

/**
 * A student allows push notifications on a device (POST /student/push/subscriptions): the browser's
 * subscription is kept once its endpoint and keys are checked (domain/push-subscription.ts); a bad
 * one is refused with its message and nothing is kept.
 */
export class SubscribeToPush extends Needs(['pushSubscriptions', 'push', 'clock'], { choices: GetPushChoices }) {
  execute(actor: Actor, form: PushSubscriptionForm): TaskEither<AppError, PushChoices> {
    return useCase(async () => {
      const checked = validatePushSubscription(form, this.deps.push.testOrigins);
      if (E.isLeft(checked)) return refuse(validation(checked.left));
      await this.deps.pushSubscriptions.save({
        ...checked.right,
        studentId: actor.id,
        createdAt: this.deps.clock.now(),
      });
      return must(this.deps.choices.execute(actor));
    });
  }
}
