import * as TE from 'fp-ts/lib/TaskEither.js';
import { pipe } from 'fp-ts/lib/function.js';
import { CompanyReport, FairReportSheet } from '../../../application/reports/company-report.js';
import { protectedRoute } from '../route.js';
import { XLSX_CONTENT_TYPE, writtenDownload } from './download-routes.js';
import { routeArea, type UseCasesOf } from './route-area.js';

export const REPORT_USE_CASES = {
  companyReport: CompanyReport,
  fairReportSheet: FairReportSheet,
};
export type ReportUseCases = UseCasesOf<typeof REPORT_USE_CASES>;

const CONTENT_TYPES = { pdf: 'application/pdf', xlsx: XLSX_CONTENT_TYPE } as const;

/** The companies' report after the fair (docs/companies.md, "The report after the fair"). */
const downloadCompanyReport = (format: 'pdf' | 'xlsx') => (useCases: ReportUseCases) =>
  protectedRoute({
    method: 'get',
    path: `/company/report.${format}`,
    summary: `The company's report after the fair as ${format === 'pdf' ? 'a PDF' : 'an .xlsx workbook'}: interviews held, walk-ins, no-shows, median wait, ratings, CVs downloaded, each beside the fair's median; 409 until the fair's last day is over`,
    access: ['company', 'coordinator'],
    operationId: format === 'pdf' ? 'downloadCompanyReportPdf' : 'downloadCompanyReportXlsx',
    tags: ['reports', 'downloads'],
    response: { download: [CONTENT_TYPES[format]] },
    errors: [409],
    handle: ({ actor }) => pipe(useCases.companyReport[format](actor), TE.map(writtenDownload(CONTENT_TYPES[format]))),
  });

const downloadFairReportSheet = (useCases: ReportUseCases) =>
  protectedRoute({
    method: 'get',
    path: '/admin/fair-report.xlsx',
    summary:
      "Every company's figures after the fair in one sheet, a row each, and the fair's medians; 409 until the fair's last day is over",
    access: ['admin'],
    operationId: 'downloadFairReportSheet',
    tags: ['reports', 'downloads'],
    response: { download: [XLSX_CONTENT_TYPE] },
    errors: [409],
    handle: ({ actor }) => pipe(useCases.fairReportSheet.xlsx(actor), TE.map(writtenDownload(XLSX_CONTENT_TYPE))),
  });

export const reportRoutes = routeArea(REPORT_USE_CASES, [
  downloadCompanyReport('pdf'),
  downloadCompanyReport('xlsx'),
  downloadFairReportSheet,
]);
