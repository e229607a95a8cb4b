import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { AddAdmin } from '../../../application/admins/add-admin.js';
import { DeleteAdmin } from '../../../application/admins/delete-admin.js';
import { GetAdmin } from '../../../application/admins/get-admin.js';
import { ListAdmins } from '../../../application/admins/list-admins.js';
import { SignInAdmin } from '../../../application/sessions/sign-in-admin.js';
import { AdminSchema, adminJson } from '../presenters/admin-json.js';
import { idInput, parseInputTE, text, withId } from '../request-input.js';
import { answer, created, done, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { signInRoute } from './sign-in-route.js';

export const ADMIN_USE_CASES = {
  addAdmin: AddAdmin,
  signInAdmin: SignInAdmin,
  getAdmin: GetAdmin,
  listAdmins: ListAdmins,
  deleteAdmin: DeleteAdmin,
};
export type AdminUseCases = UseCasesOf<typeof ADMIN_USE_CASES>;

const addAdminBody = z.object({ email: text(), password: text(), confirmpassword: text() });

const addAdmin = (useCases: AdminUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/add',
    summary: 'Add an administrator',
    access: ['admin'],
    operationId: 'addAdmin',
    tags: ['admins'],
    request: { body: addAdminBody },
    response: AdminSchema,
    created: true,
    errors: [409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(addAdminBody, body),
        TE.chain((form) => useCases.addAdmin.execute(actor, form)),
        TE.map((admin) => created(adminJson(admin), 'Admin added')),
      ),
  });

const signInAdmin = (useCases: AdminUseCases) =>
  signInRoute({
    role: 'admin',
    identifier: 'email',
    summary: 'Sign in as an administrator',
    signIn: useCases.signInAdmin,
    session: sessionSchema(AdminSchema, 'AdminSession'),
    sessionJson: (signedIn) => sessionJson(signedIn, adminJson),
  });

const getOwnAdmin = (useCases: AdminUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/single',
    summary: "The signed-in administrator's account",
    access: ['admin'],
    operationId: 'getOwnAdmin',
    tags: ['admins'],
    response: AdminSchema,
    handle: ({ actor }) => answer(useCases.getAdmin.execute(actor), adminJson),
  });

const listAdmins = (useCases: AdminUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin',
    summary: 'Every administrator',
    access: ['admin'],
    operationId: 'listAdmins',
    tags: ['admins'],
    response: z.array(AdminSchema),
    handle: () => answer(useCases.listAdmins.execute(), (admins) => admins.map(adminJson)),
  });

const deleteAdmin = (useCases: AdminUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/admin/delete/:id',
    summary: 'Delete an administrator (never the last one)',
    access: ['admin'],
    operationId: 'deleteAdmin',
    tags: ['admins'],
    request: { params: idInput },
    response: z.null(),
    errors: [409],
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.deleteAdmin.execute(actor, id)),
        'Admin deleted',
      ),
  });

export const adminRoutes = routeArea(ADMIN_USE_CASES, [addAdmin, signInAdmin, getOwnAdmin, listAdmins, deleteAdmin]);
