import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { z } from 'zod';
import { type PanelSchedule, ShowPanelSchedule } from '../../../application/panels/panel-schedule.js';
import { PANEL_SCHEDULE_MESSAGES, SCHEDULE_DAY } from '../../../domain/panel-schedule.js';
import { PanelSchema, panelJson } from '../presenters/panel-json.js';
import { idInput, parseIdAndQuery } from '../request-input.js';
import { json, protectedRoute } from '../route.js';
import { writtenDownload, XLSX_CONTENT_TYPE } from './download-routes.js';
import { optional } from './query-inputs.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const PANEL_SCHEDULE_USE_CASES = { showPanelSchedule: ShowPanelSchedule };
export type PanelScheduleUseCases = UseCasesOf<typeof PANEL_SCHEDULE_USE_CASES>;

const dayQuery = z.object({ day: optional(z.string().regex(SCHEDULE_DAY, PANEL_SCHEDULE_MESSAGES.invalidDay)) });

const ScheduleEntrySchema = z.strictObject({
  queue: z.number().nullable(),
  time: z.string().nullable().describe('ISO 8601 instant, null with no time yet'),
  studentName: z.string(),
  indexNumber: z.string(),
});

const PanelScheduleSchema = z
  .strictObject({
    panel: PanelSchema,
    companyName: z.string(),
    timeZone: z.string(),
    days: z.array(
      z.strictObject({
        day: z.string().nullable().describe('YYYY-MM-DD on the event clock; null for the interviews with no time yet'),
        heading: z.string(),
        entries: z.array(ScheduleEntrySchema),
      }),
    ),
  })
  .meta({ id: 'PanelSchedule', description: "A panel's interviews by day on the event's clock, in queue order" });

const scheduleJson = (schedule: PanelSchedule): z.infer<typeof PanelScheduleSchema> => ({
  panel: panelJson(schedule.panel),
  companyName: schedule.company.companyName,
  timeZone: schedule.timeZone,
  days: schedule.days.map((group) => ({
    day: group.day,
    heading: group.heading,
    entries: group.entries.map((entry) => ({ ...entry, time: entry.time?.toISOString() ?? null })),
  })),
});

const ACCESS = ['admin', 'coordinator', 'company'] as const;

/** The printable schedule of a panel and its downloads (docs/fair-operations.md, "Schedules to hand out"). */
const showPanelSchedule = (useCases: PanelScheduleUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/panel/:id/schedule',
    summary: "A panel's schedule: its interviews by day (all, or `day`) in queue order, and those with no time yet",
    access: ACCESS,
    operationId: 'showPanelSchedule',
    tags: ['panels'],
    request: { params: idInput, query: dayQuery },
    response: PanelScheduleSchema,
    errors: [404],
    handle: ({ actor, params, query }) =>
      pipe(
        parseIdAndQuery(dayQuery, { params, query }),
        TE.chain(({ id, form: { day } }) => useCases.showPanelSchedule.execute(actor, id, day)),
        TE.map((schedule) => json(scheduleJson(schedule))),
      ),
  });

const downloadPanelSchedule = (format: 'pdf' | 'xlsx') => (useCases: PanelScheduleUseCases) =>
  protectedRoute({
    method: 'get',
    path: `/panel/:id/schedule.${format}`,
    summary: `A panel's schedule as ${format === 'pdf' ? 'a PDF' : 'an .xlsx workbook'}: queue, time, student, index number`,
    access: ACCESS,
    operationId: format === 'pdf' ? 'downloadPanelSchedulePdf' : 'downloadPanelScheduleXlsx',
    tags: ['panels'],
    request: { params: idInput, query: dayQuery },
    response: { download: [format === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE] },
    errors: [404],
    handle: ({ actor, params, query }) =>
      pipe(
        parseIdAndQuery(dayQuery, { params, query }),
        TE.chain(({ id, form: { day } }) => useCases.showPanelSchedule[format](actor, id, day)),
        TE.map(writtenDownload(format === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE)),
      ),
  });

export const panelScheduleRoutes = routeArea(PANEL_SCHEDULE_USE_CASES, [
  showPanelSchedule,
  downloadPanelSchedule('pdf'),
  downloadPanelSchedule('xlsx'),
]);
