import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { ExcuseStrike } from '../../../application/strikes/excuse-strike.js';
import { ListOwnStrikes, ListStrikes, STRIKES_PAGE_SIZE } from '../../../application/strikes/list-strikes.js';
import {
  StrikePageSchema,
  StrikeSchema,
  ListedStrikeSchema,
  listedStrikeJson,
  strikeJson,
  strikePageJson,
} from '../presenters/strike-json.js';
import { idInput, parseIdAndBody, parseInputTE } from '../request-input.js';
import { pageNumber } from './query-inputs.js';
import { answer, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const STRIKE_USE_CASES = {
  listOwnStrikes: ListOwnStrikes,
  listStrikes: ListStrikes,
  excuseStrike: ExcuseStrike,
};
export type StrikeUseCases = UseCasesOf<typeof STRIKE_USE_CASES>;

const pageQuery = z.object({ page: pageNumber() });

const excuseBody = z.strictObject({ reason: z.string().max(2_000).default('') });

export const STRIKE_EXCUSED = 'Strike excused: it no longer counts';

/** No-shows' strikes (docs/allocation.md, "Strikes"): the student's own, the administrators' list and excuse. */
const listOwnStrikes = (useCases: StrikeUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/strikes',
    summary:
      "The student's strikes, newest first: the company and day of each no-show, when it expires, and whether it counts",
    access: ['student'],
    operationId: 'listOwnStrikes',
    tags: ['strikes'],
    response: z.array(StrikeSchema),
    handle: ({ actor }) => answer(useCases.listOwnStrikes.execute(actor), (strikes) => strikes.map(strikeJson)),
  });

const listStrikes = (useCases: StrikeUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/strikes',
    summary: 'A page of every strike, newest first, each with whether it counts and, once excused, by whom and why',
    access: ['admin'],
    operationId: 'listStrikes',
    tags: ['strikes'],
    request: { query: pageQuery },
    response: StrikePageSchema,
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(pageQuery, query),
        TE.chain(({ page }) =>
          pipe(
            useCases.listStrikes.execute(actor, page),
            TE.map((found) => json(strikePageJson(found, page, STRIKES_PAGE_SIZE))),
          ),
        ),
      ),
  });

const excuseStrike = (useCases: StrikeUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/strikes/:id/excuse',
    summary: 'Excuse a strike, giving the reason (required): it no longer counts. Refused once excused',
    access: ['admin'],
    operationId: 'excuseStrike',
    tags: ['strikes'],
    request: { params: idInput, body: excuseBody },
    response: ListedStrikeSchema,
    errors: [404, 409],
    handle: (request) =>
      pipe(
        parseIdAndBody(excuseBody, request),
        TE.chain(({ id, form }) => useCases.excuseStrike.execute(request.actor, id, form.reason)),
        TE.map((strike) => json(listedStrikeJson(strike), STRIKE_EXCUSED)),
      ),
  });

export const strikeRoutes = routeArea(STRIKE_USE_CASES, [listOwnStrikes, listStrikes, excuseStrike]);
