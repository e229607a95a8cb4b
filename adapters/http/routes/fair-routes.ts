import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CompareWithLastFair } from '../../../application/fairs/compare-with-last-fair.js';
import { ListFairs } from '../../../application/fairs/list-fairs.js';
import { MakeNextFair } from '../../../application/fairs/make-next-fair.js';
import { NAME_MAX_LENGTH } from '../../../domain/fair.js';
import { FairComparisonSchema, FairSchema, fairComparisonJson, fairJson } from '../presenters/fair-json.js';
import { parseInputTE } from '../request-input.js';
import { answer, created, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const FAIR_USE_CASES = {
  listFairs: ListFairs,
  makeNextFair: MakeNextFair,
  compareWithLastFair: CompareWithLastFair,
};
export type FairUseCases = UseCasesOf<typeof FAIR_USE_CASES>;

const nextFairBody = z.strictObject({
  name: z.string().max(NAME_MAX_LENGTH * 2),
  offsetDays: z.number().describe("How many days later each of the new fair's days is than this fair's"),
});

export const NEXT_FAIR_MADE = 'The next fair is made and current; the last one is past and read-only';

/** The society's fairs (docs/fairs.md): the list, next year's fair made from this one, and the comparison. */
const listFairs = (useCases: FairUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/fairs',
    summary: 'Every fair, newest first: the current one and the past ones (read-only)',
    access: ['admin'],
    operationId: 'listFairs',
    tags: ['fairs'],
    response: z.array(FairSchema),
    handle: ({ actor }) => answer(useCases.listFairs.execute(actor), (fairs) => fairs.map(fairJson)),
  });

const makeNextFair = (useCases: FairUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/fairs',
    summary:
      "Make next year's fair from the current one, once it is over: its settings with the days moved on by the offset, its companies, panels and coordinators, nothing of the students'. The current fair becomes past and read-only",
    access: ['admin'],
    operationId: 'makeNextFair',
    tags: ['fairs'],
    request: { body: nextFairBody },
    response: FairSchema,
    created: true,
    errors: [409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(nextFairBody, body),
        TE.chain((form) => useCases.makeNextFair.execute(actor, form)),
        TE.map((fair) => created(fairJson(fair), NEXT_FAIR_MADE)),
      ),
  });

const compareWithLastFair = (useCases: FairUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/fairs/comparison',
    summary: "The current fair's fill rate, no-shows and interviews per company beside the last fair's",
    access: ['admin'],
    operationId: 'compareWithLastFair',
    tags: ['fairs'],
    response: FairComparisonSchema,
    handle: ({ actor }) => answer(useCases.compareWithLastFair.execute(actor), fairComparisonJson),
  });

export const fairRoutes = routeArea(FAIR_USE_CASES, [listFairs, makeNextFair, compareWithLastFair]);
