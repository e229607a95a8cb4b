import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { CancelInterview } from '../../../application/interviews/cancel-interview.js';
import { WithdrawFromInterview } from '../../../application/interviews/withdraw-from-interview.js';
import { CANCELLATION_REASON_MAX_LENGTH } from '../../../domain/interview.js';
import {
  InterviewSchema,
  StudentInterviewSchema,
  interviewJson,
  studentInterviewJson,
} from '../presenters/interview-json.js';
import { idInput, parseIdAndBody } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const INTERVIEW_CANCEL_USE_CASES = {
  withdrawFromInterview: WithdrawFromInterview,
  cancelInterview: CancelInterview,
};
export type InterviewCancelUseCases = UseCasesOf<typeof INTERVIEW_CANCEL_USE_CASES>;

/** The reason is optional: absent, null or blank is no reason. */
const reasonBody = z.object({
  reason: z
    .string()
    .max(CANCELLATION_REASON_MAX_LENGTH, {
      error: `must be at most ${String(CANCELLATION_REASON_MAX_LENGTH)} characters`,
    })
    .nullish(),
});

const withdrawFromInterview = (useCases: InterviewCancelUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/withdraw/:id',
    summary:
      "A student withdraws from their own interview that has not started (selected or assigned), a reason optional; it is kept as cancelled and its place goes to the company's reserve list",
    access: ['student'],
    operationId: 'withdrawFromInterview',
    tags: ['interviews'],
    request: { params: idInput, body: reasonBody },
    response: StudentInterviewSchema,
    errors: [404, 409],
    handle: (request) =>
      pipe(
        parseIdAndBody(reasonBody, request),
        TE.chain(({ id, form }) => useCases.withdrawFromInterview.execute(request.actor, id, form.reason ?? null)),
        TE.map((details) =>
          json(studentInterviewJson(details), `You withdrew from the interview with ${details.company.companyName}`),
        ),
      ),
  });

const cancelInterview = (useCases: InterviewCancelUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/cancel/:id',
    summary:
      "Cancel an interview that has not started (selected or assigned), a reason optional: a coordinator or the company its own company's, an admin any; it is kept as cancelled and its place goes to the company's reserve list",
    access: ['admin', 'coordinator', 'company'],
    operationId: 'cancelInterview',
    tags: ['interviews'],
    request: { params: idInput, body: reasonBody },
    response: InterviewSchema,
    errors: [404, 409],
    handle: (request) =>
      pipe(
        parseIdAndBody(reasonBody, request),
        TE.chain(({ id, form }) => useCases.cancelInterview.execute(request.actor, id, form.reason ?? null)),
        TE.map((details) => json(interviewJson(details), `Interview of ${details.student.fullName} cancelled`)),
      ),
  });

/** Ending an interview before it starts: the student's withdrawal, and the company's side's or an admin's cancellation. */
export const interviewCancelRoutes = routeArea(INTERVIEW_CANCEL_USE_CASES, [withdrawFromInterview, cancelInterview]);
