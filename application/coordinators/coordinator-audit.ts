import type { AdminAction } from '../../domain/audit.js';
import type { Coordinator } from '../../domain/coordinator.js';
import type { CoordinatorAccount, EditedCoordinator } from './coordinator-account.js';

/** What the audit log keeps of a coordinator added: the account, its company and its e-mail, never its password. */
export const coordinatorAdded = ({ coordinator }: CoordinatorAccount): AdminAction => ({
  action: 'coordinator.added',
  targets: [coordinator.id, coordinator.companyId],
  summary: `Added coordinator ${coordinator.email}`,
});

/** What the audit log keeps of a coordinator deleted, named by the e-mail the account had. */
export const coordinatorDeleted = (coordinator: Coordinator): AdminAction => ({
  action: 'coordinator.deleted',
  targets: [coordinator.id],
  summary: `Deleted coordinator ${coordinator.email}`,
});

/** What the audit log keeps of a coordinator edited: the account, its company, and whether a password was set (never which). */
export const coordinatorEdited = ({ coordinator, passwordSet }: EditedCoordinator): AdminAction => ({
  action: 'coordinator.edited',
  targets: [coordinator.id, coordinator.companyId],
  summary: `Edited coordinator ${coordinator.email}${passwordSet ? ', and set a new password' : ''}`,
});
