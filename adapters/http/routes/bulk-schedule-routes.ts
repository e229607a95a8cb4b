import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { ApplySchedule, type ScheduleApplied } from '../../../application/scheduling/apply-schedule.js';
import { PreviewSchedule, type SchedulePreview } from '../../../application/scheduling/preview-schedule.js';
import { objectId, withInput } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { optional } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const BULK_SCHEDULE_USE_CASES = { previewSchedule: PreviewSchedule, applySchedule: ApplySchedule };
export type BulkScheduleUseCases = UseCasesOf<typeof BULK_SCHEDULE_USE_CASES>;

const previewQuery = z.object({ companyId: optional(objectId()) });
const applyBody = z.strictObject({
  companyId: objectId().optional(),
  fingerprint: z.string().min(1, 'must be the fingerprint the preview answered').max(64),
});

const PlannedRowSchema = z.strictObject({
  interviewId: z.string(),
  studentName: z.string(),
  indexNumber: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  panelId: z.string(),
  panelName: z.string(),
  time: z.string().describe('ISO 8601 instant'),
});

const UnplacedRowSchema = z.strictObject({
  interviewId: z.string(),
  studentName: z.string(),
  indexNumber: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  reason: z.string(),
});

const SchedulePreviewSchema = z
  .strictObject({
    companyId: z.string().nullable().describe('The company scheduled; null for the whole fair'),
    planned: z.array(PlannedRowSchema),
    unplaced: z.array(UnplacedRowSchema),
    fingerprint: z.string().describe('To send back with POST /schedule/apply'),
  })
  .meta({
    id: 'SchedulePreview',
    description: 'What scheduling every unscheduled interview would give each one, in queue order; nothing is written',
  });

const ScheduleAppliedSchema = z
  .strictObject({
    companyId: z.string().nullable(),
    scheduled: z.number().describe('Interviews given a panel and a time'),
    unplaced: z.number().describe('Interviews the plan could not place; they stay unscheduled'),
    changedMeanwhile: z.number().describe('Planned interviews changed by someone else meanwhile, left as they were'),
  })
  .meta({ id: 'ScheduleApplied', description: 'What applying the schedule wrote' });

const previewJson = (preview: SchedulePreview): z.infer<typeof SchedulePreviewSchema> => ({
  companyId: preview.company?.id ?? null,
  planned: preview.planned.map(({ listed: { interview, student, company }, panel, time }) => ({
    interviewId: interview.id,
    studentName: student.fullName,
    indexNumber: student.indexNumber,
    companyId: company.id,
    companyName: company.companyName,
    panelId: panel.id,
    panelName: panel.panelName,
    time: time.toISOString(),
  })),
  unplaced: preview.unplaced.map(({ listed: { interview, student, company }, reason }) => ({
    interviewId: interview.id,
    studentName: student.fullName,
    indexNumber: student.indexNumber,
    companyId: company.id,
    companyName: company.companyName,
    reason,
  })),
  fingerprint: preview.fingerprint,
});

const appliedJson = (applied: ScheduleApplied): z.infer<typeof ScheduleAppliedSchema> => ({
  companyId: applied.company?.id ?? null,
  scheduled: applied.scheduled.length,
  unplaced: applied.unplaced,
  changedMeanwhile: applied.changedMeanwhile,
});

const appliedMessage = ({ scheduled, unplaced }: ScheduleApplied): string =>
  `${scheduled.length} interview${scheduled.length === 1 ? '' : 's'} scheduled` +
  (unplaced === 0 ? '' : `; ${unplaced} could not be placed`);

const ACCESS = ['admin', 'coordinator'] as const;

/** Scheduling every unscheduled interview at once, previewed first (docs/fair-operations.md, "Scheduling in bulk"). */
const previewSchedule = (useCases: BulkScheduleUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/schedule/preview',
    summary:
      "Preview scheduling every unscheduled interview of a company (companyId; a coordinator's own when left out) or, for an administrator leaving it out, of the whole fair: each one's panel and time, and those that cannot be placed with why",
    access: ACCESS,
    operationId: 'previewSchedule',
    tags: ['interviews'],
    request: { query: previewQuery },
    response: SchedulePreviewSchema,
    handle: ({ actor, query }) =>
      answer(
        withInput(previewQuery, query, ({ companyId }) => useCases.previewSchedule.execute(actor, companyId)),
        previewJson,
      ),
  });

const applySchedule = (useCases: BulkScheduleUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/schedule/apply',
    summary:
      'Apply the previewed schedule: refused with 409 when the interviews changed since the preview (its fingerprint); each student is told by e-mail',
    access: ACCESS,
    operationId: 'applySchedule',
    tags: ['interviews'],
    request: { body: applyBody },
    response: ScheduleAppliedSchema,
    errors: [409],
    handle: ({ actor, body }) =>
      pipe(
        withInput(applyBody, body, (request) => useCases.applySchedule.execute(actor, request)),
        TE.map((applied) => json(appliedJson(applied), appliedMessage(applied))),
      ),
  });

export const bulkScheduleRoutes = routeArea(BULK_SCHEDULE_USE_CASES, [previewSchedule, applySchedule]);
