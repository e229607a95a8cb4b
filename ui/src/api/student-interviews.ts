import { mutate } from 'swr';
import { STUDENT_INTERVIEWS_POLL_MS } from '../live/polling.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { getJson, postJson } from './client.js';
import { INTERVIEW_KINDS, WALK_IN_KINDS } from './live.js';
import type { CompanyShortJson, InterviewJson } from './types.js';

const INTERVIEWS = '/interview/all-st';
const WALK_IN_COMPANIES = '/company/get-walk-in-companies/';

/** The student's own interviews, refreshed by the live stream, else every 5 s (spec §4). */
export function useStudentInterviews() {
  return useLiveSWR<readonly InterviewJson[]>(INTERVIEWS, () => getJson<readonly InterviewJson[]>(INTERVIEWS), {
    kinds: INTERVIEW_KINDS,
    pollMs: STUDENT_INTERVIEWS_POLL_MS,
  });
}

/** A company taking walk-in interviews: its public profile (docs/downloads.md), not the admin's full record. */
export type WalkInCompanyJson = CompanyShortJson & { readonly walkingStatus: boolean };

/** The companies whose walk-in interviews are open now, refreshed as walk-ins open and close. */
export function useWalkInCompanies() {
  return useLiveSWR<readonly WalkInCompanyJson[]>(
    WALK_IN_COMPANIES,
    () => getJson<readonly WalkInCompanyJson[]>(WALK_IN_COMPANIES),
    { kinds: WALK_IN_KINDS, pollMs: STUDENT_INTERVIEWS_POLL_MS },
  );
}

/**
 * "Assign As Walk-In Interview": an interview with that company, while its walk-in is open. The
 * student's interviews are read again before answering, so the next screen already lists it.
 */
export async function takeWalkIn(companyId: string): Promise<{ interview: InterviewJson; message: string }> {
  const answer = await postJson<InterviewJson>('/interview/create-walk-in/', { company: companyId });
  await mutate(INTERVIEWS);
  return { interview: answer.data, message: answer.message };
}
