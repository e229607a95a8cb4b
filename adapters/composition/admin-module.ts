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
  bindUseCase(bind, AddAdmin, [PORTS.admins, PORTS.passwords, PORTS.ids, PORTS.clock]);
  bindUseCase(bind, CreateFirstAdmin, [PORTS.admins, AddAdmin]);
  bindUseCase(bind, SignInAdmin, [PORTS.admins, CredentialCheck, PORTS.tokens]);
  bindUseCase(bind, GetAdmin, [PORTS.admins]);
  bindUseCase(bind, ListAdmins, [PORTS.admins]);
  bindUseCase(bind, DeleteAdmin, [PORTS.admins, PORTS.events]);
});
