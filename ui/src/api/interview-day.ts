import useSWR from 'swr';
import { keptFetcher } from '../offline/browser-kept-reads.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import type { DataAt } from './contract.js';

/** The interview day's calls: check-in codes and check-in, the Set Time proposal, the calendars. */

const CHECK_IN_CODE = '/student/check-in-code';

/** Under this name the student's code is kept for showing offline (docs/offline.md). */
export const KEPT_CHECK_IN_CODE = 'check-in-code';

/** The student's own check-in code (XX-XXXX-XXXX); it never changes, so it is read once, and kept for offline. */
export function useCheckInCode(enabled: boolean) {
  return useSWR(
    enabled ? CHECK_IN_CODE : null,
    keptFetcher(KEPT_CHECK_IN_CODE, () => api.GET(CHECK_IN_CODE).then(dataOf)),
  );
}

/** Checks the student of a scanned or typed code in at the caller's company; answers the server's message. */
export async function checkInStudent(
  code: string,
): Promise<{ message: string; interviews: DataAt<'/interview/check-in', 'post'> }> {
  const answer = await api.POST('/interview/check-in', { body: { code } });
  return { message: answer.message, interviews: answer.data };
}

/** The first free time for the interview's panel and student, as an ISO instant. */
export async function proposeInterviewTime(interviewId: string): Promise<string> {
  return (await api.GET('/interview/free-time/{id}', { params: { path: { id: interviewId } } })).data.time;
}

/** Add to Calendar: the .ics file of the student's own interviews, or of a company's (and one panel's) schedule. */
export function downloadCalendar(scope: { readonly company?: string; readonly panel?: string } = {}): Promise<string> {
  return api.download('/interview/calendar.ics', 'interviews.ics', {
    params: { query: { company: scope.company, panel: scope.panel } },
  });
}
