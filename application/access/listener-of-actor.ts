import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Listener } from '../../domain/fair-event.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';
import type { CompanyOfActor } from './company-of-actor.js';

/**
 * Who is listening to the live stream: the signed-in account and, for a company or a coordinator,
 * the company it acts for (a coordinator's is read from its record, so a deleted one is refused).
 */
export class ListenerOfActor {
  constructor(private readonly companyOfActor: CompanyOfActor) {}

  find(actor: Actor): TE.TaskEither<AppError, Listener> {
    if (actor.role === 'admin' || actor.role === 'student') {
      return TE.right({ role: actor.role, accountId: actor.id, companyId: null });
    }
    return pipe(
      this.companyOfActor.find(actor),
      TE.map((companyId) => ({ role: actor.role, accountId: actor.id, companyId })),
    );
  }
}
