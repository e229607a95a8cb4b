import { z } from 'zod';
import type { SelectedCompanyRow } from '../../../application/selections/list-selected-companies.js';
import type { SelectionRecord } from '../../../domain/selection.js';
import { InterviewSchema, interviewJson } from './interview-json.js';
import type { Presented } from './presented.js';
import { SelectionEntrySchema, StudentProfileSchema, studentProfileJson } from './student-json.js';

export const SelectionSchema = z
  .strictObject({
    selectedCompaniesbyStudent: z.array(SelectionEntrySchema),
    submittedAt: z.string().nullable(),
    interestedArea: z.string().nullable(),
  })
  .meta({ id: 'Selection', description: "A student's own selection, in priority order" });

export const SelectedCompanyRowSchema = z
  .strictObject({
    student: StudentProfileSchema,
    entry: SelectionEntrySchema,
    interestMatch: z.boolean(),
    submittedAt: z.string().nullable(),
    interestedArea: z.string().nullable(),
    interview: InterviewSchema.nullable(),
  })
  .meta({ id: 'SelectedCompanyRow', description: 'One row of the company-select list' });

/** A student's own selection; before the first submission, an empty list and nulls. */
export const selectionJson = (record: SelectionRecord | null): Presented<typeof SelectionSchema> => ({
  selectedCompaniesbyStudent: record?.selectedCompaniesbyStudent ?? [],
  submittedAt: record?.submittedAt.toISOString() ?? null,
  interestedArea: record?.interestedArea ?? null,
});

/** One row of the company-select list: of the student, only the profile and the CV for that company. */
export const selectedCompanyRowJson = (row: SelectedCompanyRow): Presented<typeof SelectedCompanyRowSchema> => ({
  student: studentProfileJson(row.student, row.entry.companyId),
  entry: row.entry,
  interestMatch: row.interestMatch,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  interestedArea: row.interestedArea,
  interview: row.interview ? interviewJson(row.interview) : null,
});
