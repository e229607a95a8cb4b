import useSWR from 'swr';
import { getJson, postJson } from './client.js';
import type { InterviewJson, SelectedCompanyRow } from './types.js';

const ALL_SELECTED = '/admin/all-selected-companies';

/** Every student's selected companies, one row per entry, already in the spec's order. */
export function useAllSelectedCompanies() {
  return useSWR<readonly SelectedCompanyRow[]>(ALL_SELECTED, () =>
    getJson<readonly SelectedCompanyRow[]>(ALL_SELECTED),
  );
}

/** An admin creates an interview for a student's selected company. */
export async function createInterview(
  student: string,
  company: string,
): Promise<{ interview: InterviewJson; message: string }> {
  const answer = await postJson<InterviewJson>('/interview/create', { student, company });
  return { interview: answer.data, message: answer.message };
}
