import type { Container } from 'inversify';
import { AddAdmin } from '../../application/admins/add-admin.js';
import { CreateFirstAdmin } from '../../application/admins/create-first-admin.js';
import { DeleteAdmin } from '../../application/admins/delete-admin.js';
import { GetAdmin } from '../../application/admins/get-admin.js';
import { ListAdmins } from '../../application/admins/list-admins.js';
import { CredentialCheck } from '../../application/sessions/credentials.js';
import { SignInAdmin } from '../../application/sessions/sign-in-admin.js';
import { bindUseCase } from './bind-use-case.js';
import type { PortalModule } from './portal-module.js';
import { PORTS } from './tokens.js';

export const adminModule: PortalModule = {
  bind(container: Container): void {
    bindUseCase(container, AddAdmin, [PORTS.admins, PORTS.passwords, PORTS.ids, PORTS.clock]);
    bindUseCase(container, CreateFirstAdmin, [PORTS.admins, AddAdmin]);
    bindUseCase(container, SignInAdmin, [PORTS.admins, CredentialCheck, PORTS.tokens]);
    bindUseCase(container, GetAdmin, [PORTS.admins]);
    bindUseCase(container, ListAdmins, [PORTS.admins]);
    bindUseCase(container, DeleteAdmin, [PORTS.admins, PORTS.events]);
  },
};
