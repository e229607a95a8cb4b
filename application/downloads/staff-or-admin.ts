import * as TE from 'fp-ts/lib/TaskEither.js';
import type { CompanyOfActor } from '../access/company-of-actor.js';
import type { Actor } from '../actor.js';
import type { AppError } from '../errors.js';

/** An administrator may act on every company; a company and its coordinators only on their own. */
export const requireStaffOrAdmin = (
  companyOfActor: CompanyOfActor,
  actor: Actor,
  companyId: string,
): TE.TaskEither<AppError, string> =>
  actor.role === 'admin' ? TE.right(companyId) : companyOfActor.require(actor, companyId);
