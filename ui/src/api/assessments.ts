import useSWR from 'swr';
import type { AssessmentValues } from '../../../domain/assessment.js';
import { api } from './api.js';
import { dataOf } from './client.js';

/** Candidate notes: the company's and its coordinators' assessment of each interviewee, and their export. */

const ASSESSMENT = '/interview/assessment/{interviewId}';

/** The interview's assessment, null while nobody has written one. */
export function useAssessment(interviewId: string) {
  return useSWR([ASSESSMENT, interviewId], () =>
    api.GET(ASSESSMENT, { params: { path: { interviewId } } }).then(dataOf),
  );
}

export async function saveAssessment(interviewId: string, values: AssessmentValues) {
  return api.POST(ASSESSMENT, { params: { path: { interviewId } }, body: { ...values } });
}

/** Download Assessments: the company's interviewees with their assessments, as xlsx. */
export function downloadAssessments(): Promise<string> {
  return api.download('/interview/assessments.xlsx', 'assessments.xlsx');
}
