import useSWR from 'swr';
import { keptFetcher } from '../offline/browser-kept-reads.js';
import { download, getJson, postJson, type Query } from './client.js';
import type { BodyOf, DataOf } from './contract.js';

/** The interview day's calls: check-in codes and check-in, the Set Time proposal, the calendars. */

const CHECK_IN_CODE = '/student/check-in-code';

/** Under this name the student's code is kept for showing offline (docs/offline.md). */
export const KEPT_CHECK_IN_CODE = 'check-in-code';

/** The student's own check-in code (XX-XXXX-XXXX); it never changes, so it is read once, and kept for offline. */
export function useCheckInCode(enabled: boolean) {
  return useSWR<DataOf<'getCheckInCode'>>(
    enabled ? CHECK_IN_CODE : null,
    keptFetcher(KEPT_CHECK_IN_CODE, () => getJson<DataOf<'getCheckInCode'>>(CHECK_IN_CODE)),
  );
}

/** Checks the student of a scanned or typed code in at the caller's company; answers the server's message. */
export async function checkInStudent(code: string): Promise<{ message: string; interviews: DataOf<'checkInStudent'> }> {
  const body: BodyOf<'checkInStudent'> = { code };
  const answer = await postJson<DataOf<'checkInStudent'>>('/interview/check-in', body);
  return { message: answer.message, interviews: answer.data };
}

/** The first free time for the interview's panel and student, as an ISO instant. */
export async function proposeInterviewTime(interviewId: string): Promise<string> {
  return (await getJson<DataOf<'proposeInterviewTime'>>(`/interview/free-time/${encodeURIComponent(interviewId)}`))
    .time;
}

/** Add to Calendar: the .ics file of the student's own interviews, or of a company's (and one panel's) schedule. */
export function downloadCalendar(scope: { readonly company?: string; readonly panel?: string } = {}): Promise<string> {
  const query: Query = { company: scope.company, panel: scope.panel };
  return download('/interview/calendar.ics', 'interviews.ics', query);
}
