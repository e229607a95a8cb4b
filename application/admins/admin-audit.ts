import type { Admin } from '../../domain/admin.js';
import type { AdminAction } from '../../domain/audit.js';

/** What the audit log keeps of an administrator added: the account and its e-mail, never its password. */
export const adminAdded = (admin: Admin): AdminAction => ({
  action: 'admin.added',
  targets: [admin.id],
  summary: `Added administrator ${admin.email}`,
});

/** What the audit log keeps of an administrator deleted, named by the e-mail the account had. */
export const adminDeleted = (admin: Admin): AdminAction => ({
  action: 'admin.deleted',
  targets: [admin.id],
  summary: `Deleted administrator ${admin.email}`,
});

/** What the audit log keeps of an administrator changing their own password: the account, never the password. */
export const ownPasswordChanged = (accountId: string): AdminAction => ({
  action: 'admin.password-changed',
  targets: [accountId],
  summary: 'Changed their own password',
});
