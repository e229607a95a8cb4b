/*
 * Ending an account's sessions early (domain/account-session.ts): a new password raises the
 * account's session version, a deletion ends it, and every app server is told through the event
 * feed, so a token issued before stops working on all of them at once.
 */
import type { AccountEvent } from '../../domain/fair-event.js';
import type { Role } from '../../domain/role.js';
import type { EventFeed } from '../ports/events.js';
import { notFound } from '../errors.js';
import type { AccountPasswords } from '../ports/persistence.js';
import { type Refusal, refuse } from '../task.js';

export const accountChanged = (role: Role, accountId: string, version: number | null): AccountEvent => ({
  kind: 'account.changed',
  role,
  accountId,
  version,
});

/** Stores the new password hash and announces the raised session version; false when the account is gone. */
export const setPasswordEndingSessions = async (
  accounts: AccountPasswords,
  events: EventFeed,
  role: Role,
  id: string,
  passwordHash: string,
): Promise<boolean> => {
  const version = await accounts.setPassword(id, passwordHash);
  if (version === null) return false;
  await events.publish(accountChanged(role, id, version));
  return true;
};

/** Announces that these accounts are deleted, once they are. */
export const announceDeleted = async (events: EventFeed, role: Role, ids: readonly string[]): Promise<void> => {
  for (const id of ids) await events.publish(accountChanged(role, id, null));
};

/** What deleting an account needs of the repository of its kind. */
export interface DeletableAccounts<A> {
  findById(id: string): Promise<A | null>;
  delete(id: string): Promise<boolean>;
}

/**
 * Inside a use case's body: deletes the account and ends its sessions, answering it as it was. Refuses
 * with NotFound when there is no such account (or it went meanwhile), and as `mayDelete` does when it
 * refuses the found one.
 */
export const deleteEndingSessions = async <A>(
  accounts: DeletableAccounts<A>,
  events: EventFeed,
  role: Role,
  id: string,
  notFoundMessage: string,
  mayDelete: (account: A) => Promise<Refusal | null> = async () => null,
): Promise<A | Refusal> => {
  const account = await accounts.findById(id);
  if (!account) return refuse(notFound(notFoundMessage));
  const refusal = await mayDelete(account);
  if (refusal) return refusal;
  if (!(await accounts.delete(id))) return refuse(notFound(notFoundMessage));
  await announceDeleted(events, role, [id]);
  return account;
};
