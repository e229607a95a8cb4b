import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import type { ListedInterview } from '../../../application/interviews/interview-details.js';
import { ChangeWalkingStatus } from '../../../application/walk-in/change-walking-status.js';
import { CreateWalkInInterview } from '../../../application/walk-in/create-walk-in-interview.js';
import { GetWalkingStatus } from '../../../application/walk-in/get-walking-status.js';
import { ListWalkInCompanies } from '../../../application/walk-in/list-walk-in-companies.js';
import { ListWalkInInterviews } from '../../../application/walk-in/list-walk-in-interviews.js';
import { INTERVIEW_CREATED } from '../../../domain/messages.js';
import { WalkInCompanySchema, walkInCompanyJson } from '../presenters/company-json.js';
import {
  CompanyInterviewSchema,
  StudentInterviewSchema,
  companyInterviewJson,
  studentInterviewJson,
} from '../presenters/interview-json.js';
import { idInput, objectId, parseIdAndBody, parseInputTE, withId } from '../request-input.js';
import {
  namedCompanyInterviewsScopes,
  namedCompanyScopes,
  ownCompanyInterviewsScopes,
  walkInCompaniesScopes,
} from '../poll-scopes.js';
import { answer, created, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const WALK_IN_USE_CASES = {
  changeWalkingStatus: ChangeWalkingStatus,
  getWalkingStatus: GetWalkingStatus,
  listWalkInCompanies: ListWalkInCompanies,
  createWalkInInterview: CreateWalkInInterview,
  listWalkInInterviews: ListWalkInInterviews,
};
export type WalkInUseCases = UseCasesOf<typeof WALK_IN_USE_CASES>;

const walkingStatusBody = z.object({
  walkingStatus: z.boolean({ error: 'walkingStatus must be true or false' }),
});
const walkInBody = z.object({ company: objectId() });
const WalkingStatusSchema = z
  .strictObject({ walkingStatus: z.boolean() })
  .meta({ id: 'WalkingStatus', description: "Whether a company's walk-in interviews are open" });

const interviewList = (interviews: readonly ListedInterview[]) => json(interviews.map(companyInterviewJson));

const changeWalkingStatus = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/company/change-walking-status/:id',
    summary: "Open or close a company's walk-in interviews (its coordinator, or an admin)",
    access: ['coordinator', 'admin'],
    operationId: 'changeWalkingStatus',
    tags: ['walk-ins'],
    request: { params: idInput, body: walkingStatusBody },
    response: WalkingStatusSchema,
    handle: (request) =>
      pipe(
        parseIdAndBody(walkingStatusBody, request),
        TE.chain(({ id, form }) => useCases.changeWalkingStatus.execute(request.actor, id, form.walkingStatus)),
        TE.map((company) =>
          json(
            { walkingStatus: company.walkingStatus },
            company.walkingStatus ? 'Walk-in interviews are open' : 'Walk-in interviews are closed',
          ),
        ),
      ),
  });

const getWalkingStatus = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company/get-walking-status/:id',
    summary: "Whether a company's walk-in interviews are open",
    access: ['admin', 'student', 'coordinator', 'company'],
    operationId: 'getWalkingStatus',
    tags: ['walk-ins'],
    request: { params: idInput },
    response: WalkingStatusSchema,
    etag: namedCompanyScopes,
    handle: ({ params }) =>
      pipe(
        parseInputTE(idInput, params),
        TE.chain(({ id }) => useCases.getWalkingStatus.execute(id)),
        TE.map((walkingStatus) => json({ walkingStatus })),
      ),
  });

const listWalkInCompanies = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/company/get-walk-in-companies',
    summary: "The companies whose walk-in interviews are open: each one's public profile",
    access: ['student', 'admin'],
    operationId: 'listWalkInCompanies',
    tags: ['walk-ins'],
    response: z.array(WalkInCompanySchema),
    etag: walkInCompaniesScopes,
    sameForEveryone: true,
    handle: () => answer(useCases.listWalkInCompanies.execute(), (companies) => companies.map(walkInCompanyJson)),
  });

const joinWalkIn = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/create-walk-in',
    summary: "Join a company's open walk-in interviews (a student)",
    access: ['student'],
    operationId: 'joinWalkIn',
    tags: ['walk-ins'],
    request: { body: walkInBody },
    response: StudentInterviewSchema,
    created: true,
    errors: [404, 409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(walkInBody, body),
        TE.chain(({ company }) => useCases.createWalkInInterview.execute(actor, company)),
        TE.map((details) => created(studentInterviewJson(details), INTERVIEW_CREATED)),
      ),
  });

const listCompanyWalkIns = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/all-cc-walking/:id',
    summary: "A company's walk-in interviews, for its coordinator (or an admin)",
    access: ['coordinator', 'admin'],
    operationId: 'listCompanyWalkIns',
    tags: ['walk-ins'],
    request: { params: idInput },
    response: z.array(CompanyInterviewSchema),
    etag: namedCompanyInterviewsScopes,
    handle: ({ actor, params }) =>
      pipe(
        withId(params, (id) => useCases.listWalkInInterviews.execute(actor, id)),
        TE.map(interviewList),
      ),
  });

const listOwnCompanyWalkIns = (useCases: WalkInUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/interview/all-com-walking',
    summary: "The signed-in company's walk-in interviews",
    access: ['company'],
    operationId: 'listOwnCompanyWalkIns',
    tags: ['walk-ins'],
    response: z.array(CompanyInterviewSchema),
    etag: ownCompanyInterviewsScopes,
    handle: ({ actor }) => pipe(useCases.listWalkInInterviews.execute(actor, actor.id), TE.map(interviewList)),
  });

export const walkInRoutes = routeArea(WALK_IN_USE_CASES, [
  changeWalkingStatus,
  getWalkingStatus,
  listWalkInCompanies,
  joinWalkIn,
  listCompanyWalkIns,
  listOwnCompanyWalkIns,
]);
