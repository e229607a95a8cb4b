import useSWR from 'swr';
import type { AssessmentValues } from '../../../domain/assessment.js';
import { download, getJson, postJson } from './client.js';
import type { BodyOf, DataOf } from './contract.js';

/** Candidate notes: the company's and its coordinators' assessment of each interviewee, and their export. */

const assessmentPath = (interviewId: string) => `/interview/assessment/${encodeURIComponent(interviewId)}`;

/** The interview's assessment, null while nobody has written one. */
export function useAssessment(interviewId: string) {
  return useSWR<DataOf<'getAssessment'>>(assessmentPath(interviewId), () =>
    getJson<DataOf<'getAssessment'>>(assessmentPath(interviewId)),
  );
}

export async function saveAssessment(interviewId: string, values: AssessmentValues) {
  const body: BodyOf<'saveAssessment'> = { ...values };
  return postJson<DataOf<'saveAssessment'>>(assessmentPath(interviewId), body);
}

/** Download Assessments: the company's interviewees with their assessments, as xlsx. */
export function downloadAssessments(): Promise<string> {
  return download('/interview/assessments.xlsx', 'assessments.xlsx');
}
