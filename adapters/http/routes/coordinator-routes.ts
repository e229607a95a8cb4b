import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { AddCoordinator } from '../../../application/coordinators/add-coordinator.js';
import { DeleteCoordinator } from '../../../application/coordinators/delete-coordinator.js';
import { EditCoordinator } from '../../../application/coordinators/edit-coordinator.js';
import { GetCoordinator } from '../../../application/coordinators/get-coordinator.js';
import { ListCoordinators } from '../../../application/coordinators/list-coordinators.js';
import { SignInCoordinator } from '../../../application/sessions/sign-in-coordinator.js';
import { CoordinatorSchema, coordinatorAccountJson } from '../presenters/coordinator-json.js';
import { idInput, parseIdAndBody, parseInputTE, text, withId } from '../request-input.js';
import { answer, created, done, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { sessionJson, sessionSchema } from '../presenters/session-json.js';
import { signInRoute } from './sign-in-route.js';

export const COORDINATOR_USE_CASES = {
  addCoordinator: AddCoordinator,
  editCoordinator: EditCoordinator,
  listCoordinators: ListCoordinators,
  getCoordinator: GetCoordinator,
  deleteCoordinator: DeleteCoordinator,
  signInCoordinator: SignInCoordinator,
};
export type CoordinatorUseCases = UseCasesOf<typeof COORDINATOR_USE_CASES>;

const addCoordinatorForm = z
  .object({
    email: text(),
    name: text(),
    contactNumber: text(),
    company: text(),
    password: text(),
    confirmpassword: text(),
  })
  .strict();

const addCoordinator = (useCases: CoordinatorUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/coordinator/create',
    summary: 'Add a coordinator bound to one company (form data)',
    access: ['admin'],
    operationId: 'addCoordinator',
    tags: ['coordinators'],
    request: { form: addCoordinatorForm },
    response: CoordinatorSchema,
    created: true,
    errors: [404, 409],
    multipart: { files: {} },
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(addCoordinatorForm, body),
        TE.chain((form) => useCases.addCoordinator.execute(actor, form)),
        TE.map((account) => created(coordinatorAccountJson(account), 'Coordinator added')),
      ),
  });

const editCoordinatorBody = z
  .object({
    email: text(),
    name: text(),
    contactNumber: text(),
    company: text(),
    password: text().optional(),
    confirmpassword: text().optional(),
  })
  .strict();

const editCoordinator = (useCases: CoordinatorUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/coordinator/update/:id',
    summary: "Edit a coordinator: the Add form's fields, the password only when one is given",
    access: ['admin'],
    operationId: 'editCoordinator',
    tags: ['coordinators'],
    request: { params: idInput, body: editCoordinatorBody },
    response: CoordinatorSchema,
    errors: [404, 409],
    handle: ({ actor, params, body }) =>
      pipe(
        parseIdAndBody(editCoordinatorBody, { params, body }),
        TE.chain(({ id, form }) => useCases.editCoordinator.execute(actor, id, form)),
        TE.map((edited) => json(coordinatorAccountJson(edited), 'Coordinator updated')),
      ),
  });

const listCoordinators = (useCases: CoordinatorUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/coordinator/all',
    summary: 'Every coordinator with its company',
    access: ['admin'],
    operationId: 'listCoordinators',
    tags: ['coordinators'],
    response: z.array(CoordinatorSchema),
    handle: () => answer(useCases.listCoordinators.execute(), (accounts) => accounts.map(coordinatorAccountJson)),
  });

const getOwnCoordinator = (useCases: CoordinatorUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/coordinator/single',
    summary: "The signed-in coordinator's account and company",
    access: ['coordinator'],
    operationId: 'getOwnCoordinator',
    tags: ['coordinators'],
    response: CoordinatorSchema,
    handle: ({ actor }) => answer(useCases.getCoordinator.execute(actor), coordinatorAccountJson),
  });

const deleteCoordinator = (useCases: CoordinatorUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/coordinator/delete/:id',
    summary: 'Delete a coordinator',
    access: ['admin'],
    operationId: 'deleteCoordinator',
    tags: ['coordinators'],
    request: { params: idInput },
    response: z.null(),
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.deleteCoordinator.execute(actor, id)),
        'Coordinator deleted',
      ),
  });

const signInCoordinator = (useCases: CoordinatorUseCases) =>
  signInRoute({
    role: 'coordinator',
    identifier: 'email',
    summary: 'Sign in as a coordinator',
    signIn: useCases.signInCoordinator,
    session: sessionSchema(CoordinatorSchema, 'CoordinatorSession'),
    sessionJson: (signedIn) => sessionJson(signedIn, coordinatorAccountJson),
  });

export const coordinatorRoutes = routeArea(COORDINATOR_USE_CASES, [
  addCoordinator,
  editCoordinator,
  listCoordinators,
  getOwnCoordinator,
  deleteCoordinator,
  signInCoordinator,
]);
