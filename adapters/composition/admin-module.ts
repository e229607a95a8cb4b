import { ContainerModule } from 'inversify';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { adminAdded, adminDeleted } from '../../application/admins/admin-audit.js';
import { CreateFirstAdmin } from '../../application/admins/create-first-admin.js';
import { DeleteAdmin } from '../../application/admins/delete-admin.js';
import { GetAdmin } from '../../application/admins/get-admin.js';
import { ListAdmins } from '../../application/admins/list-admins.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInAdmin } from '../../application/sessions/sign-in-admin.js';
import { bindersOf } from './bind-use-case.js';

export const adminModule = new ContainerModule(({ bind }) => {
  const { useCase, audited } = bindersOf(bind);
  audited(AddAdmin, adminAdded, 'admins', 'passwords', 'ids', 'clock');
  useCase(CreateFirstAdmin, 'admins', AddAdmin);
  useCase(SignInAdmin, 'admins', CredentialCheck, 'tokens');
  useCase(GetAdmin, 'admins');
  useCase(ListAdmins, 'admins');
  audited(DeleteAdmin, adminDeleted, 'admins', 'events');
});
