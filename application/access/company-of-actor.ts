import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { accountGone } from '../find-records.js';
import type { CoordinatorRepository } from '../ports/persistence.js';
import { attempt, required } from '../task.js';

/**
 * The company a coordinator or company account acts for: a company acts for itself, a
 * coordinator for the one company it is bound to. Every other role acts for none.
 */
export class CompanyOfActor {
  constructor(private readonly coordinators: CoordinatorRepository) {}

  find(actor: Actor): TE.TaskEither<AppError, string> {
    if (actor.role === 'company') return TE.right(actor.id);
    if (actor.role !== 'coordinator') return TE.left(forbidden('Only a company or its coordinator can do this'));
    return pipe(
      attempt(() => this.coordinators.findById(actor.id)),
      TE.chain(required(accountGone())),
      TE.map((coordinator) => coordinator.companyId),
    );
  }

  /** Succeeds when the actor is an administrator, who may act on every company, or acts for `companyId`. */
  requireOrAdmin(actor: Actor, companyId: string): TE.TaskEither<AppError, string> {
    return actor.role === 'admin' ? TE.right(companyId) : this.require(actor, companyId);
  }

  /** Succeeds only when the actor acts for `companyId`. */
  require(actor: Actor, companyId: string): TE.TaskEither<AppError, string> {
    return pipe(
      this.find(actor),
      TE.chain((own) => (own === companyId ? TE.right(own) : TE.left(forbidden('This belongs to another company')))),
    );
  }
}
