import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { searchPageQuery } from './query-inputs.js';
import { SearchAuditLog } from '../../../application/audit/search-audit-log.js';
import { ExportFairStats } from '../../../application/dashboard/export-fair-stats.js';
import { GetFairStats } from '../../../application/dashboard/get-fair-stats.js';
import { RecountFairFigures } from '../../../application/dashboard/recount-fair-figures.js';
import { AuditPageSchema, FairStatsSchema, auditPageJson, fairStatsJson } from '../presenters/organizer-json.js';
import { parseInputTE } from '../request-input.js';
import { answer, json, protectedRoute } from '../route.js';
import { routeArea, type UseCasesOf } from './route-area.js';
import { XLSX_CONTENT_TYPE, writtenDownload } from './download-routes.js';

export const ORGANIZER_USE_CASES = {
  getFairStats: GetFairStats,
  recountFairFigures: RecountFairFigures,
  exportFairStats: ExportFairStats,
  searchAuditLog: SearchAuditLog,
};
export type OrganizerUseCases = UseCasesOf<typeof ORGANIZER_USE_CASES>;

/** The organizer's dashboard and the audit log; the log is only read here (no route changes or removes it). */
const getFairStats = (useCases: OrganizerUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/stats',
    summary:
      "The fair's live figures: demand and fill rate per company, queues, waits and lengths per panel, finishes per hour",
    access: ['admin'],
    operationId: 'getFairStats',
    tags: ['dashboard'],
    response: FairStatsSchema,
    handle: () => answer(useCases.getFairStats.execute(), fairStatsJson),
  });

const recountFairStats = (useCases: OrganizerUseCases) =>
  protectedRoute({
    method: 'post',
    path: '/admin/stats/recount',
    summary:
      "The dashboard's figures, each company's tally first made again from its interviews (the kept tallies are otherwise updated as interviews change)",
    access: ['admin'],
    operationId: 'recountFairStats',
    tags: ['dashboard'],
    response: FairStatsSchema,
    handle: ({ actor }) =>
      answer(useCases.recountFairFigures.execute(actor), fairStatsJson, 'Figures recounted from every interview'),
  });

const downloadFairStats = (useCases: OrganizerUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/stats.xlsx',
    summary: "The dashboard's figures as a workbook: Companies, Panels, Finished per hour",
    access: ['admin'],
    operationId: 'downloadFairStats',
    tags: ['dashboard', 'downloads'],
    response: { download: [XLSX_CONTENT_TYPE] },
    handle: () => pipe(useCases.exportFairStats.execute(), TE.map(writtenDownload(XLSX_CONTENT_TYPE))),
  });

const searchAuditLog = (useCases: OrganizerUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/audit',
    summary: "A page of the audit log (administrators' actions), newest first, searched by action, e-mail or summary",
    access: ['admin'],
    operationId: 'searchAuditLog',
    tags: ['audit'],
    request: { query: searchPageQuery },
    response: AuditPageSchema,
    handle: ({ query }) =>
      pipe(
        parseInputTE(searchPageQuery, query),
        TE.chain((search) => useCases.searchAuditLog.execute(search)),
        TE.map((page) => json(auditPageJson(page))),
      ),
  });

export const organizerRoutes = routeArea(ORGANIZER_USE_CASES, [
  getFairStats,
  recountFairStats,
  downloadFairStats,
  searchAuditLog,
]);
