import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { type AppError, validation } from '../../../application/errors.js';
import { ActOnInterviews } from '../../../application/interviews/act-on-interviews.js';
import {
  BULK_MAX_INTERVIEWS,
  BULK_MESSAGES,
  type BulkAction,
  type BulkOutcome,
} from '../../../application/interviews/bulk-action.js';
import { InterviewSchema, interviewJson } from '../presenters/interview-json.js';
import { objectId, withInput } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const INTERVIEW_BULK_USE_CASES = { actOnInterviews: ActOnInterviews };
export type InterviewBulkUseCases = UseCasesOf<typeof INTERVIEW_BULK_USE_CASES>;

const BULK_ACTIONS = ['assign-panel', 'set-time', 'delete'] as const;

const bulkBody = z.object({
  action: z.enum(BULK_ACTIONS, { error: `must be one of ${BULK_ACTIONS.join(', ')}` }),
  ids: z
    .array(objectId(), { error: 'must be a list of interview ids' })
    .min(1, { error: BULK_MESSAGES.none })
    .max(BULK_MAX_INTERVIEWS, { error: BULK_MESSAGES.tooMany }),
  panelID: objectId().optional().describe('assign-panel: the panel to assign'),
  start: z.iso
    .datetime({ offset: true, error: 'must be an ISO-8601 instant with its offset, e.g. 2026-03-01T10:30:00+05:30' })
    .optional()
    .describe('set-time: the first time; the next follow at the interview length plus the buffer'),
});
type BulkBody = z.infer<typeof bulkBody>;

const BulkRowSchema = z
  .strictObject({
    _id: z.string().describe('The interview chosen'),
    done: z.boolean(),
    reason: z.string().nullable().describe('Why it was refused (nothing changed for it); null when done'),
    interview: InterviewSchema.nullable().describe('As stored after (as it was, once deleted); null when refused'),
  })
  .meta({ id: 'BulkInterviewRow', description: 'What became of one chosen interview' });

const BulkOutcomeSchema = z
  .strictObject({
    action: z.enum(BULK_ACTIONS),
    done: z.number(),
    refused: z.number(),
    rows: z.array(BulkRowSchema).describe('One per id, in the order sent'),
  })
  .meta({ id: 'BulkInterviewOutcome', description: 'What an action on chosen interviews did to each' });

/** The action the body asks for, with what it needs: a panel to assign, a start to time from. */
const actionOf = (body: BulkBody): E.Either<AppError, BulkAction> => {
  const missing = (field: string, what: string) => E.left(validation([{ field, message: `${field}: ${what}` }]));
  switch (body.action) {
    case 'assign-panel':
      return body.panelID === undefined
        ? missing('panelID', 'is required to assign a panel')
        : E.right({ kind: 'assign-panel', panelId: body.panelID });
    case 'set-time':
      return body.start === undefined
        ? missing('start', 'is required to set times')
        : E.right({ kind: 'set-time', start: new Date(body.start) });
    case 'delete':
      return E.right({ kind: 'delete' });
  }
};

const VERBS: Readonly<Record<BulkAction['kind'], string>> = {
  'assign-panel': 'assigned a panel',
  'set-time': 'given a time',
  delete: 'deleted',
};

const outcomeJson = ({ action, rows }: BulkOutcome) => {
  const answered = rows.map((row) =>
    'done' in row
      ? { _id: row.interviewId, done: true, reason: null, interview: interviewJson(row.done) }
      : { _id: row.interviewId, done: false, reason: row.refusal, interview: null },
  );
  const done = answered.filter((row) => row.done).length;
  const refused = answered.length - done;
  const message = `${String(done)} of ${String(answered.length)} interviews ${VERBS[action.kind]}${
    refused === 0 ? '' : `; ${String(refused)} refused`
  }`;
  return json({ action: action.kind, done, refused, rows: answered }, message);
};

const actOnInterviews = (useCases: InterviewBulkUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/interview/bulk',
    summary: `Act on chosen interviews at once (at most ${String(BULK_MAX_INTERVIEWS)}): assign-panel (panelID), set-time (start: times one after the other at the interview length plus the buffer, in the order of ids) or delete (one not started, or cancelled); a coordinator its own company's, an admin any; each is done as alone, or refused with its reason`,
    access: ['admin', 'coordinator'],
    operationId: 'actOnInterviews',
    tags: ['interviews'],
    request: { body: bulkBody },
    response: BulkOutcomeSchema,
    errors: [404],
    handle: ({ actor, body }) =>
      pipe(
        withInput(bulkBody, body, (form) =>
          pipe(
            TE.fromEither(actionOf(form)),
            TE.chain((action) => useCases.actOnInterviews.execute(actor, form.ids, action)),
          ),
        ),
        TE.map(outcomeJson),
      ),
  });

/** Actions on interviews chosen on a table's rows: one request for all of them. */
export const interviewBulkRoutes = routeArea(INTERVIEW_BULK_USE_CASES, [actOnInterviews]);
