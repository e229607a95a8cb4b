import type { SelectedCompanyRow } from '../../../application/selections/list-selected-companies.js';
import type { SelectionRecord } from '../../../domain/selection.js';
import { interviewJson } from './interview-json.js';
import { studentProfileJson } from './student-json.js';

/** A student's own selection; before the first submission, an empty list and nulls. */
export const selectionJson = (record: SelectionRecord | null) => ({
  selectedCompaniesbyStudent: record?.selectedCompaniesbyStudent ?? [],
  submittedAt: record?.submittedAt.toISOString() ?? null,
  interestedArea: record?.interestedArea ?? null,
});

/** One row of the company-select list: of the student, only the profile and the CV for that company. */
export const selectedCompanyRowJson = (row: SelectedCompanyRow) => ({
  student: studentProfileJson(row.student, row.entry.companyId),
  entry: row.entry,
  interestMatch: row.interestMatch,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  interestedArea: row.interestedArea,
  interview: row.interview ? interviewJson(row.interview) : null,
});
