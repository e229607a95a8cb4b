import { ContainerModule } from 'inversify';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { CreateFirstAdmin } from '../../application/admins/create-first-admin.js';
import { DeleteAdmin } from '../../application/admins/delete-admin.js';
import { GetAdmin } from '../../application/admins/get-admin.js';
import { ListAdmins } from '../../application/admins/list-admins.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInAdmin } from '../../application/sessions/sign-in-admin.js';
import { bindUseCase } from './bind-use-case.js';
import { PORTS } from './tokens.js';

export const adminModule = new ContainerModule(({ bind }) => {
  const { admins, clock, events, ids, passwords, tokens } = PORTS;
  bindUseCase(bind, AddAdmin, [admins, passwords, ids, clock]);
  bindUseCase(bind, CreateFirstAdmin, [admins, AddAdmin]);
  bindUseCase(bind, SignInAdmin, [admins, CredentialCheck, tokens]);
  bindUseCase(bind, GetAdmin, [admins]);
  bindUseCase(bind, ListAdmins, [admins]);
  bindUseCase(bind, DeleteAdmin, [admins, events]);
});
