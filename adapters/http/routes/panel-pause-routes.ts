import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { PausePanel } from '../../../application/panels/pause-panel.js';
import { ResumePanel } from '../../../application/panels/resume-panel.js';
import { PanelSchema, panelJson } from '../presenters/panel-json.js';
import { idInput, parseIdAndBody, requiredText, withId } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

/** Paused panels (docs/fair-operations.md, "Paused panels"): a coordinator pauses one of its company's panels and resumes it. */
export const PANEL_PAUSE_USE_CASES = { pausePanel: PausePanel, resumePanel: ResumePanel };
export type PanelPauseUseCases = UseCasesOf<typeof PANEL_PAUSE_USE_CASES>;

const pauseBody = z.strictObject({
  reason: requiredText(),
  backAt: z.iso.datetime({
    offset: true,
    error: 'must be an ISO-8601 instant with its offset, e.g. 2026-03-01T13:30:00+05:30',
  }),
});

const pausePanel = (useCases: PanelPauseUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/panel/pause/:id',
    summary:
      "Pause one of the coordinator's company's panels, with a reason and the time it is expected back; the students waiting in its queue are told at once",
    access: ['coordinator'],
    operationId: 'pausePanel',
    tags: ['panels'],
    request: { params: idInput, body: pauseBody },
    response: PanelSchema,
    errors: [404, 409],
    handle: ({ actor, params, body }) =>
      pipe(
        parseIdAndBody(pauseBody, { params, body }),
        TE.chain(({ id, form }) =>
          useCases.pausePanel.execute(actor, id, { reason: form.reason, backAt: new Date(form.backAt) }),
        ),
        TE.map((panel) => json(panelJson(panel), `${panel.panelName} is paused`)),
      ),
  });

const resumePanel = (useCases: PanelPauseUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/panel/resume/:id',
    summary:
      "Resume one of the coordinator's company's paused panels; the students waiting in its queue are told at once",
    access: ['coordinator'],
    operationId: 'resumePanel',
    tags: ['panels'],
    request: { params: idInput },
    response: PanelSchema,
    errors: [404, 409],
    handle: ({ actor, params }) =>
      pipe(
        withId(params, (id) => useCases.resumePanel.execute(actor, id)),
        TE.map((panel) => json(panelJson(panel), `${panel.panelName} is running again`)),
      ),
  });

export const panelPauseRoutes = routeArea(PANEL_PAUSE_USE_CASES, [pausePanel, resumePanel]);
