import useSWR from 'swr';
import { getJson, postJson } from './client.js';
import type { BodyOf, DataOf } from './contract.js';
import type { InterviewJson } from './types.js';

const ALL_SELECTED = '/admin/all-selected-companies';

/** Every student's selected companies, one row per entry, already in the spec's order. */
export function useAllSelectedCompanies() {
  return useSWR<DataOf<'listAllSelectedCompanies'>>(ALL_SELECTED, () =>
    getJson<DataOf<'listAllSelectedCompanies'>>(ALL_SELECTED),
  );
}

/** An admin creates an interview for a student's selected company. */
export async function createInterview(
  student: string,
  company: string,
): Promise<{ interview: InterviewJson; message: string }> {
  const body: BodyOf<'createInterview'> = { student, company };
  const answer = await postJson<DataOf<'createInterview'>>('/interview/create', body);
  return { interview: answer.data, message: answer.message };
}
