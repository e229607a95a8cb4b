import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Listener } from '../../domain/fair-event.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import { must, useCase } from '../task.js';
import { CompanyOfActor } from './company-of-actor.js';

/**
 * Who is listening to the live stream: the signed-in account and, for a company or a coordinator,
 * the company it acts for (a coordinator's is read from its record, so a deleted one is refused).
 */
export class ListenerOfActor extends Needs([], { companyOfActor: CompanyOfActor }) {
  find(actor: Actor): TaskEither<AppError, Listener> {
    return useCase(async () => {
      if (actor.role === 'admin' || actor.role === 'student') {
        return { role: actor.role, accountId: actor.id, companyId: null };
      }
      return { role: actor.role, accountId: actor.id, companyId: await must(this.deps.companyOfActor.find(actor)) };
    });
  }
}
