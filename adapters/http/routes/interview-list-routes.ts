import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { ListedInterview } from '../../../application/interviews/interview-details.js';
import {
  CompanyInterviewSchema,
  InterviewBoardSchema,
  StudentInterviewSchema,
  companyInterviewJson,
  interviewBoardJson,
  studentInterviewJson,
} from '../presenters/interview-json.js';
import { ownCompanyInterviewsScopes, studentInterviewsScopes } from '../poll-scopes.js';
import { objectId, parseInputTE } from '../request-input.js';
import { json, protectedRoute, type AuthenticatedRequest, type ProtectedRoute } from '../route.js';
import type { InterviewUseCases } from './interview-routes.js';
import { interviewStatus, optional } from './query-inputs.js';

/** The interviews as their own student and company see them, in lists and on the current-interviews boards. */

const studentQuery = z.object({ selected: optional(interviewStatus()) });
const companyQuery = z.object({ company: optional(objectId()), status: optional(interviewStatus()) });
const panelQuery = z.object({ company: optional(objectId()), panel: objectId() });
const boardQuery = z.object({ company: optional(objectId()), panel: optional(objectId()) });

const companyListJson = (list: readonly ListedInterview[]) => json(list.map(companyInterviewJson));

/** A company's interviews (a coordinator's, a panel's), as its lists show them. */
const companyList =
  (useCases: InterviewUseCases, schema: typeof companyQuery | typeof panelQuery) =>
  ({ actor, query }: AuthenticatedRequest) =>
    pipe(
      parseInputTE(schema, query),
      TE.chain((scope) => useCases.listCompanyInterviews.execute(actor, scope)),
      TE.map(companyListJson),
    );

/** A company's current-interviews page, for the company or its coordinator. */
const board =
  (useCases: InterviewUseCases) =>
  ({ actor, query }: AuthenticatedRequest) =>
    pipe(
      parseInputTE(boardQuery, query),
      TE.chain((scope) => useCases.showInterviewBoard.execute(actor, scope)),
      TE.map((shown) => json(interviewBoardJson(shown))),
    );

/** What tells apart routes that answer the same thing to different callers. */
type RouteNaming = Pick<ProtectedRoute, 'path' | 'summary' | 'access' | 'operationId'>;

/** A company's interview list, polled by its own company's scopes. */
const companyInterviewsRoute = (
  useCases: InterviewUseCases,
  query: typeof companyQuery | typeof panelQuery,
  naming: RouteNaming,
) =>
  protectedRoute({
    method: 'get',
    ...naming,
    tags: ['interviews'],
    request: { query },
    response: z.array(CompanyInterviewSchema),
    errors: [404],
    etag: ownCompanyInterviewsScopes,
    handle: companyList(useCases, query),
  });

/** A company's current-interviews board, polled by its own company's scopes. */
const interviewBoardRoute = (useCases: InterviewUseCases, naming: RouteNaming) =>
  protectedRoute({
    method: 'get',
    ...naming,
    tags: ['interviews'],
    request: { query: boardQuery },
    response: InterviewBoardSchema,
    errors: [404],
    etag: ownCompanyInterviewsScopes,
    handle: board(useCases),
  });

export const listOwnStudentInterviews = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/all-st',
    summary: "The student's own interviews, walk-ins included; `selected` narrows to one status",
    access: ['student'],
    operationId: 'listOwnStudentInterviews',
    tags: ['interviews'],
    request: { query: studentQuery },
    response: z.array(StudentInterviewSchema),
    etag: studentInterviewsScopes,
    handle: ({ actor, query }) =>
      pipe(
        parseInputTE(studentQuery, query),
        TE.chain(({ selected }) => useCases.listStudentInterviews.execute(actor, selected)),
        TE.map((list) => json(list.map(studentInterviewJson))),
      ),
  });

export const listOwnCompanyInterviews = (useCases: InterviewUseCases) =>
  companyInterviewsRoute(useCases, companyQuery, {
    path: '/interview/all-com',
    summary: "The company's own interviews, walk-ins included; `status` narrows to one status",
    access: ['company'],
    operationId: 'listOwnCompanyInterviews',
  });

export const listCoordinatorCompanyInterviews = (useCases: InterviewUseCases) =>
  companyInterviewsRoute(useCases, companyQuery, {
    path: '/interview/all-cd',
    summary: "Every interview of the coordinator's own company, walk-ins included",
    access: ['coordinator'],
    operationId: 'listCoordinatorCompanyInterviews',
  });

export const listPanelInterviews = (useCases: InterviewUseCases) =>
  companyInterviewsRoute(useCases, panelQuery, {
    path: '/interview/all-by-panel',
    summary: "The interviews of one of the coordinator's company's panels",
    access: ['coordinator'],
    operationId: 'listPanelInterviews',
  });

export const showCompanyInterviewBoard = (useCases: InterviewUseCases) =>
  interviewBoardRoute(useCases, {
    path: '/interview/all-company',
    summary: "The company's current-interviews page: {current, upcoming, finished}, of one panel if given",
    access: ['company'],
    operationId: 'showCompanyInterviewBoard',
  });

export const showCoordinatorInterviewBoard = (useCases: InterviewUseCases) =>
  interviewBoardRoute(useCases, {
    path: '/interview/all-company-cc',
    summary: "The coordinator's Ongoing page: {current, upcoming, finished}, of one panel if given",
    access: ['coordinator'],
    operationId: 'showCoordinatorInterviewBoard',
  });
