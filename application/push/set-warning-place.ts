import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { isWarningPlace, PUSH_TEXTS } from '../../domain/push-subscription.js';
import type { Actor } from '../actor.js';
import { type AppError, validation } from '../errors.js';
import { must, refuse, useCase } from '../task.js';
import { GetPushChoices, type PushChoices } from './push-choices.js';

/** A student chooses the place in a queue at which they are warned, 1 to 5 (POST /student/push/warning-place). */
export class SetWarningPlace extends Needs(['pushSubscriptions'], { choices: GetPushChoices }) {
  execute(actor: Actor, place: number): TaskEither<AppError, PushChoices> {
    return useCase(async () => {
      if (!isWarningPlace(place)) return refuse(validation([{ field: 'place', message: PUSH_TEXTS.warningPlace }]));
      await this.deps.pushSubscriptions.setWarningPlace(actor.id, place);
      return must(this.deps.choices.execute(actor));
    });
  }
}
