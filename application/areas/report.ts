import { CompanyReport, FairReportSheet } from '../reports/company-report.js';
import { FairReportFigures } from '../reports/fair-report.js';

/** The companies' report after the fair: one set of figures, read by each company's downloads and the administrators' sheet. */
export const reportArea = {
  useCases: [FairReportFigures, CompanyReport, FairReportSheet],
} as const;
