import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { PUSH_TEXTS } from '../../domain/push-subscription.js';
import type { Actor } from '../actor.js';
import { type AppError, notFound } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { GetPushChoices, type PushChoices } from './push-choices.js';

/** A student stops push notifications on a device (POST /student/push/unsubscribe): only one of their own. */
export class UnsubscribeFromPush extends Needs(['pushSubscriptions'], { choices: GetPushChoices }) {
  execute(actor: Actor, endpoint: string): TaskEither<AppError, PushChoices> {
    return useCase(async () => {
      if (!(await this.deps.pushSubscriptions.remove(actor.id, endpoint)))
        return refuse(notFound(PUSH_TEXTS.noSuchDevice));
      return must(this.deps.choices.execute(actor));
    });
  }
}
