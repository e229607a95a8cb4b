import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { AssignInterviewPanel } from '../../../application/interviews/assign-interview-panel.js';
import { CreateInterview } from '../../../application/interviews/create-interview.js';
import { ListAllInterviews } from '../../../application/interviews/list-all-interviews.js';
import { ListInterviewPage } from '../../../application/interviews/list-interview-page.js';
import { ListCompanyInterviews } from '../../../application/interviews/list-company-interviews.js';
import { ListStudentInterviews } from '../../../application/interviews/list-student-interviews.js';
import { MoveInterviewStatus } from '../../../application/interviews/move-interview-status.js';
import { SetInterviewTime } from '../../../application/interviews/set-interview-time.js';
import { ShowInterviewBoard } from '../../../application/interviews/show-interview-board.js';
import { INTERVIEW_CREATED } from '../../../domain/messages.js';
import { InterviewSchema, interviewJson } from '../presenters/interview-json.js';
import { idInput, objectId, parseIdAndBody, parseInputTE } from '../request-input.js';
import { created, json, presentEach, protectedRoute, streamedList } from '../route.js';
import {
  listCoordinatorCompanyInterviews,
  listOwnCompanyInterviews,
  listOwnStudentInterviews,
  listPanelInterviews,
  showCompanyInterviewBoard,
  showCoordinatorInterviewBoard,
} from './interview-list-routes.js';
import { interviewMoveTarget, interviewStatus, optional, searchPageQuery } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const INTERVIEW_USE_CASES = {
  createInterview: CreateInterview,
  listAllInterviews: ListAllInterviews,
  listInterviewPage: ListInterviewPage,
  assignInterviewPanel: AssignInterviewPanel,
  setInterviewTime: SetInterviewTime,
  moveInterviewStatus: MoveInterviewStatus,
  listStudentInterviews: ListStudentInterviews,
  listCompanyInterviews: ListCompanyInterviews,
  showInterviewBoard: ShowInterviewBoard,
};
export type InterviewUseCases = UseCasesOf<typeof INTERVIEW_USE_CASES>;

/** Time, panel, queue and status of a new interview are the server's (spec §4); a client sending them is ignored. */
const createBody = z.object({ student: objectId(), company: objectId() });
const assignBody = z.object({ panelID: objectId() });
const timeBody = z.object({
  time: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO-8601 instant with its offset, e.g. 2026-03-01T10:30:00+05:30, or null',
    })
    .nullable(),
});
const statusBody = z.object({ status: interviewMoveTarget() });
const adminQuery = z.object({
  company: optional(objectId()),
  panel: optional(objectId()),
  status: optional(interviewStatus()),
  walkIn: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
});

const INTERVIEW_SORTS = ['queue', 'time', 'status', 'created'] as const;
const pageQuery = adminQuery.extend(searchPageQuery.shape).extend({
  sort: z.enum(INTERVIEW_SORTS, { error: `must be one of ${INTERVIEW_SORTS.join(', ')}` }).default('queue'),
  order: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).default('asc'),
});
const InterviewPageSchema = z
  .strictObject({ items: z.array(InterviewSchema), total: z.number(), page: z.number(), pageSize: z.number() })
  .meta({ id: 'InterviewPage', description: 'A page of the fair’s interviews, with the total that match' });

const createInterview = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/create',
    summary: "Create an interview for a company in the student's selection (status selected, no panel)",
    access: ['admin'],
    operationId: 'createInterview',
    tags: ['interviews'],
    request: { body: createBody },
    response: InterviewSchema,
    created: true,
    errors: [404, 409],
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(createBody, body),
        TE.chain((form) => useCases.createInterview.execute(actor, form)),
        TE.map((details) => created(interviewJson(details), INTERVIEW_CREATED)),
      ),
  });

const listAllInterviews = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/all-for-admin',
    summary: 'Every interview, walk-ins included, in queue order; `company`, `panel`, `status` and `walkIn` narrow it',
    access: ['admin'],
    operationId: 'listAllInterviews',
    tags: ['interviews'],
    request: { query: adminQuery },
    response: z.array(InterviewSchema),
    handle: ({ query }) =>
      pipe(
        parseInputTE(adminQuery, query),
        TE.chain(({ company, panel, status: only, walkIn }) =>
          useCases.listAllInterviews.execute({
            ...(company === undefined ? {} : { companyId: company }),
            ...(panel === undefined ? {} : { panelId: panel }),
            ...(only === undefined ? {} : { status: only }),
            ...(walkIn === undefined ? {} : { walkIn: walkIn === 'true' }),
          }),
        ),
        TE.map((interviews) => streamedList(presentEach(interviews, interviewJson))),
      ),
  });

const listInterviewPage = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/interviews',
    summary:
      'A page of the fair’s interviews: `company`, `panel`, `status`, `walkIn` and `text` (a student’s index number, name or e-mail) narrow it, `sort` (queue, time, status, created) and `order` order it',
    access: ['admin'],
    operationId: 'listInterviewPage',
    tags: ['interviews'],
    request: { query: pageQuery },
    response: InterviewPageSchema,
    handle: ({ query }) =>
      pipe(
        parseInputTE(pageQuery, query),
        TE.chain(({ company, panel, status: only, walkIn, text, page, sort, order }) =>
          useCases.listInterviewPage.execute({
            filter: {
              ...(company === undefined ? {} : { companyId: company }),
              ...(panel === undefined ? {} : { panelId: panel }),
              ...(only === undefined ? {} : { status: only }),
              ...(walkIn === undefined ? {} : { walkIn: walkIn === 'true' }),
            },
            text,
            sort,
            descending: order === 'desc',
            page,
          }),
        ),
        TE.map((found) => json({ ...found, items: found.items.map(interviewJson) })),
      ),
  });

const assignInterviewPanel = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/update/:id',
    summary: "Assign one of the company's panels to an interview (selected or assigned → assigned)",
    access: ['coordinator'],
    operationId: 'assignInterviewPanel',
    tags: ['interviews'],
    request: { params: idInput, body: assignBody },
    response: InterviewSchema,
    errors: [409],
    handle: (request) =>
      pipe(
        parseIdAndBody(assignBody, request),
        TE.chain(({ id, form }) => useCases.assignInterviewPanel.execute(request.actor, id, form.panelID)),
        TE.map((details) => json(interviewJson(details), `Assigned to ${details.panel?.panelName ?? 'the panel'}`)),
      ),
  });

const setInterviewTime = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/set-time/:id',
    summary: "Set an interview's time (an ISO-8601 instant with offset), or clear it with null",
    access: ['coordinator'],
    operationId: 'setInterviewTime',
    tags: ['interviews'],
    request: { params: idInput, body: timeBody },
    response: InterviewSchema,
    errors: [409],
    handle: (request) =>
      pipe(
        parseIdAndBody(timeBody, request),
        TE.chain(({ id, form: { time } }) =>
          useCases.setInterviewTime.execute(request.actor, id, time === null ? null : new Date(time)),
        ),
        TE.map((details) =>
          json(interviewJson(details), details.interview.time ? 'Interview time set' : 'Interview time cleared'),
        ),
      ),
  });

const moveInterviewStatus = (useCases: InterviewUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/update-status/:id',
    summary: 'Move an interview: Make Ongoing, Mark As Done, Back to queue',
    access: ['coordinator', 'company'],
    operationId: 'moveInterviewStatus',
    tags: ['interviews'],
    request: { params: idInput, body: statusBody },
    response: InterviewSchema,
    errors: [409],
    handle: (request) =>
      pipe(
        parseIdAndBody(statusBody, request),
        TE.chain(({ id, form }) => useCases.moveInterviewStatus.execute(request.actor, id, form.status)),
        TE.map((details) => json(interviewJson(details), `Interview is now ${details.interview.status}`)),
      ),
  });

/** Interviews: the organizer's and coordinators' writes here, each side's lists and boards in interview-list-routes.ts. */
export const interviewRoutes = routeArea(INTERVIEW_USE_CASES, [
  createInterview,
  listAllInterviews,
  listInterviewPage,
  assignInterviewPanel,
  setInterviewTime,
  moveInterviewStatus,
  listOwnStudentInterviews,
  listOwnCompanyInterviews,
  listCoordinatorCompanyInterviews,
  listPanelInterviews,
  showCompanyInterviewBoard,
  showCoordinatorInterviewBoard,
]);
