import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CreatePanel } from '../../../application/panels/create-panel.js';
import { DeletePanel } from '../../../application/panels/delete-panel.js';
import { ListPanels } from '../../../application/panels/list-panels.js';
import { SetPanelHours } from '../../../application/panels/set-panel-hours.js';
import { ROLES } from '../../../domain/role.js';
import { PanelSchema, panelJson } from '../presenters/panel-json.js';
import { dayHoursBody, idInput, objectId, parseIdAndBody, parseInputTE, text, withId } from '../request-input.js';
import { panelsScopes } from '../poll-scopes.js';
import { answer, created, done, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const PANEL_USE_CASES = {
  createPanel: CreatePanel,
  listPanels: ListPanels,
  deletePanel: DeletePanel,
  setPanelHours: SetPanelHours,
};
export type PanelUseCases = UseCasesOf<typeof PANEL_USE_CASES>;

const createBody = z.object({ company: objectId(), panelName: text() });

const createPanel = (useCases: PanelUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/panel/create',
    summary: "Add an interview panel to the coordinator's own company",
    access: ['coordinator'],
    operationId: 'createPanel',
    tags: ['panels'],
    request: { body: createBody },
    response: PanelSchema,
    created: true,
    errors: [404, 409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(createBody, body),
        TE.chain((form) => useCases.createPanel.execute(actor, form)),
        TE.map((panel) => created(panelJson(panel), 'Panel created')),
      ),
  });

const listPanels = (useCases: PanelUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/panel/all',
    summary: "A company's panels by company id, or the panels a student is assigned to by student id",
    access: ROLES,
    operationId: 'listPanels',
    tags: ['panels'],
    request: { query: idInput },
    response: z.array(PanelSchema),
    errors: [404],
    etag: panelsScopes,
    handle: ({ actor, query }) =>
      answer(
        withId(query, (id) => useCases.listPanels.execute(actor, id)),
        (panels) => panels.map(panelJson),
      ),
  });

const hoursBody = z.strictObject({ hours: z.array(dayHoursBody).max(100) });

const setPanelHours = (useCases: PanelUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/panel/hours/:id',
    summary:
      "Give one of the coordinator's company's panels other hours than the fair's on some of the fair's days (empty: the fair's hours every day)",
    access: ['coordinator'],
    operationId: 'setPanelHours',
    tags: ['panels'],
    request: { params: idInput, body: hoursBody },
    response: PanelSchema,
    errors: [404],
    handle: ({ actor, params, body }) =>
      pipe(
        parseIdAndBody(hoursBody, { params, body }),
        TE.chain(({ id, form }) => useCases.setPanelHours.execute(actor, id, form.hours)),
        TE.map((panel) => json(panelJson(panel), 'Panel hours saved')),
      ),
  });

const deletePanel = (useCases: PanelUseCases) =>
  protectedRoute({
    method: 'delete',
    path: '/panel/delete/:id',
    summary: "Delete one of the coordinator's company's panels, only while no interview is assigned to it",
    access: ['coordinator'],
    operationId: 'deletePanel',
    tags: ['panels'],
    request: { params: idInput },
    response: z.null(),
    errors: [409],
    handle: ({ actor, params }) =>
      done(
        withId(params, (id) => useCases.deletePanel.execute(actor, id)),
        'Panel deleted',
      ),
  });

export const panelRoutes = routeArea(PANEL_USE_CASES, [createPanel, listPanels, deletePanel, setPanelHours]);
