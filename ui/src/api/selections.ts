import useSWR from 'swr';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { InterviewJson } from './types.js';

const ALL_SELECTED = '/admin/all-selected-companies';

/** Every student's selected companies, one row per entry, already in the spec's order. */
export function useAllSelectedCompanies() {
  return useSWR(ALL_SELECTED, () => api.GET(ALL_SELECTED).then(dataOf));
}

/** An admin creates an interview for a student's selected company. */
export async function createInterview(
  student: string,
  company: string,
): Promise<{ interview: InterviewJson; message: string }> {
  const answer = await api.POST('/interview/create', { body: { student, company } });
  return { interview: answer.data, message: answer.message };
}
