import type { EntityCollection } from './entity-collection.js';

/**
 * An account's new password, the one rule of every account collection: the hash is set and the
 * session version rises by one in the same write, so every session the account had ends
 * (domain/account-session.ts). Answers the version after, or null when the account is gone.
 */
export const setPasswordEndingSessions = async <E extends { readonly id: string; readonly sessionVersion: number }>(
  accounts: EntityCollection<E>,
  id: string,
  passwordHash: string,
): Promise<number | null> => {
  const after = await accounts.updateById(id, { set: { passwordHash }, increment: { sessionVersion: 1 } }, 'after');
  return after?.sessionVersion ?? null;
};

/** Deletes a company's entities of one collection (its coordinators, its recruiters...); answers their ids. */
export const deleteOfCompany = async <E extends { readonly id: string; readonly companyId: string }>(
  entities: EntityCollection<E>,
  companyId: string,
): Promise<readonly string[]> => {
  const ids = (await entities.find({ companyId })).map((entity) => entity.id);
  if (ids.length === 0) return [];
  await entities.delete({ _id: { $in: ids } });
  return ids;
};
