import { Needs } from '../needs.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { Actor } from '../actor.js';
import { type AppError, forbidden } from '../errors.js';
import { accountGone } from '../find-records.js';
import { must, refuse, useCase } from '../task.js';

/**
 * The company a coordinator or company account acts for: a company acts for itself, a
 * coordinator for the one company it is bound to. Every other role acts for none.
 */
export class CompanyOfActor extends Needs(['coordinators']) {
  find(actor: Actor): TaskEither<AppError, string> {
    return useCase(async () => {
      if (actor.role === 'company') return actor.id;
      if (actor.role !== 'coordinator') return refuse(forbidden('Only a company or its coordinator can do this'));
      const coordinator = await this.deps.coordinators.findById(actor.id);
      return coordinator ? coordinator.companyId : refuse(accountGone());
    });
  }

  /** Succeeds when the actor is an administrator, who may act on every company, or acts for `companyId`. */
  requireOrAdmin(actor: Actor, companyId: string): TaskEither<AppError, string> {
    return useCase(async () => (actor.role === 'admin' ? companyId : must(this.require(actor, companyId))));
  }

  /** Succeeds only when the actor acts for `companyId`. */
  require(actor: Actor, companyId: string): TaskEither<AppError, string> {
    return useCase(async () => {
      const own = await must(this.find(actor));
      return own === companyId ? own : refuse(forbidden('This belongs to another company'));
    });
  }
}
