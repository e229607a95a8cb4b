import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { AllocateInterviews } from '../../../application/allocation/allocate-interviews.js';
import { GetFairDays } from '../../../application/fair-settings/get-fair-days.js';
import { GetFairSettings } from '../../../application/fair-settings/get-fair-settings.js';
import { GetSelectionWindow } from '../../../application/fair-settings/get-selection-window.js';
import { SaveFairSettings } from '../../../application/fair-settings/save-fair-settings.js';
import { AllocationSchema, allocationJson } from '../presenters/allocation-json.js';
import {
  DayHoursSchema,
  FairSettingsSchema,
  SelectionWindowSchema,
  fairSettingsJson,
  selectionWindowJson,
} from '../presenters/fair-settings-json.js';
import { dayHoursBody, parseInputTE } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const ALLOCATION_USE_CASES = {
  getFairSettings: GetFairSettings,
  saveFairSettings: SaveFairSettings,
  getFairDays: GetFairDays,
  getSelectionWindow: GetSelectionWindow,
  allocateInterviews: AllocateInterviews,
};
export type AllocationUseCases = UseCasesOf<typeof ALLOCATION_USE_CASES>;

const instant = () =>
  z.iso
    .datetime({ offset: true, error: 'must be an ISO-8601 instant such as 2026-03-01T03:30:00Z' })
    .nullable()
    .default(null);

const fairSettingsBody = z.strictObject({
  selectionOpensAt: instant(),
  selectionClosesAt: instant(),
  allowedEmailDomains: z.array(z.string().max(253)).max(200).default([]),
  fairDays: z.array(dayHoursBody).max(100).default([]),
  interviewMinutes: z.number().optional(),
  bufferMinutes: z.number().optional(),
  offerHoursBeforeFair: z.number().optional(),
  offerMinutesOnFairDay: z.number().optional(),
  strikeDays: z.number().optional(),
  retentionDays: z.number().optional(),
  cvDownloadDays: z.number().optional(),
});

const allocateBody = z.strictObject({ dryRun: z.boolean() });

const toDate = (value: string | null): Date | null => (value === null ? null : new Date(value));

export const SETTINGS_SAVED = 'Fair settings saved';

/** The fair's settings, the student's view of the selection window, and the automatic allocation (docs/allocation.md). */
const getFairSettings = (useCases: AllocationUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/fair-settings',
    summary:
      "The selection window, the e-mail domains allowed to sign up, the fair's days, the interview length and the buffer",
    access: ['admin'],
    operationId: 'getFairSettings',
    tags: ['fair'],
    response: FairSettingsSchema,
    handle: () => answer(useCases.getFairSettings.execute(), fairSettingsJson),
  });

const saveFairSettings = (useCases: AllocationUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/fair-settings',
    summary:
      "Save the selection window (ISO instants, null for an open side), the allowed e-mail domains (empty: any), the fair's days with their hours, the interview length (5-240) and buffer (0-120) in minutes, the reserve offers' window (hours before the fair's days, minutes on them), how many days a no-show's strike lasts (1-3650), and the days after the fair's last day that students' data is kept and CVs may be downloaded; each of these seven left out is kept",
    access: ['admin'],
    operationId: 'saveFairSettings',
    tags: ['fair'],
    request: { body: fairSettingsBody },
    response: FairSettingsSchema,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(fairSettingsBody, body),
        TE.chain((form) =>
          useCases.saveFairSettings.execute(actor, {
            selectionOpensAt: toDate(form.selectionOpensAt),
            selectionClosesAt: toDate(form.selectionClosesAt),
            allowedEmailDomains: form.allowedEmailDomains,
            fairDays: form.fairDays,
            interviewMinutes: form.interviewMinutes,
            bufferMinutes: form.bufferMinutes,
            offerHoursBeforeFair: form.offerHoursBeforeFair,
            offerMinutesOnFairDay: form.offerMinutesOnFairDay,
            strikeDays: form.strikeDays,
            retentionDays: form.retentionDays,
            cvDownloadDays: form.cvDownloadDays,
          }),
        ),
        TE.map(({ after }) => json(fairSettingsJson(after), SETTINGS_SAVED)),
      ),
  });

const getFairDays = (useCases: AllocationUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/fair-days',
    summary: "The fair's days and every panel's hours on each, in date order (empty: times are bound to no day)",
    access: ['admin', 'coordinator', 'company', 'student'],
    operationId: 'getFairDays',
    tags: ['fair'],
    response: z.array(DayHoursSchema),
    handle: () =>
      answer(useCases.getFairDays.execute(), (days) =>
        days.map(({ date, opens, closes }) => ({ date, opens, closes })),
      ),
  });

const getSelectionWindow = (useCases: AllocationUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/student/selection-window',
    summary: "When selections open and close, where the window stands now, and the server's time",
    access: ['student', 'admin'],
    operationId: 'getSelectionWindow',
    tags: ['fair'],
    response: SelectionWindowSchema,
    handle: () => answer(useCases.getSelectionWindow.execute(), selectionWindowJson),
  });

const allocateInterviews = (useCases: AllocationUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/allocate',
    summary:
      'Allocate interviews from the submitted selections: dryRun true answers the plan, false creates its interviews and stores the reserve lists',
    access: ['admin'],
    operationId: 'allocateInterviews',
    tags: ['fair'],
    request: { body: allocateBody },
    response: AllocationSchema,
    handle: ({ actor, body }) =>
      pipe(
        parseInputTE(allocateBody, body),
        TE.chain((request) => useCases.allocateInterviews.execute(actor, request)),
        TE.map((outcome) =>
          json(
            allocationJson(outcome),
            outcome.dryRun ? 'Allocation planned' : `Allocation applied: ${outcome.created.length} interviews created`,
          ),
        ),
      ),
  });

export const allocationRoutes = routeArea(ALLOCATION_USE_CASES, [
  getFairSettings,
  saveFairSettings,
  getFairDays,
  getSelectionWindow,
  allocateInterviews,
]);
