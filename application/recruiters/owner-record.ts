import { RECRUITER_MESSAGES } from '../../domain/recruiter.js';
import { type Actor, isCompanyOwner } from '../actor.js';
import { forbidden, notFound } from '../errors.js';
import { refuse } from '../task.js';

/**
 * One of the company's own records (a recruiter, an invitation) that only the company's own account
 * may change: 403 for anyone else, recruiters included, and 404 when it is missing or another
 * company's, as if it did not exist.
 */
export const ownersRecord = async <R extends { readonly companyId: string }>(
  actor: Actor,
  find: () => Promise<R | null>,
  missing: string,
): Promise<R> => {
  if (!isCompanyOwner(actor)) throw refuse(forbidden(RECRUITER_MESSAGES.ownerOnly));
  const record = await find();
  if (record === null || record.companyId !== actor.id) throw refuse(notFound(missing));
  return record;
};
