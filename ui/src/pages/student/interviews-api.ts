import { mutate } from 'swr';
import { STUDENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';
import { keptFetcher } from '../../offline/browser-kept-reads.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { QUEUE_SCREEN_KINDS, WALK_IN_KINDS } from '../../api/live.js';
import type { StudentInterviewJson, WalkInCompanyJson } from '../../api/types.js';

export type { WalkInCompanyJson };

const INTERVIEWS = '/interview/all-st';
const WALK_IN_COMPANIES = '/company/get-walk-in-companies';

/** Under this name the student's interviews, with their queue places, are kept for showing offline. */
export const KEPT_STUDENT_INTERVIEWS = 'student-interviews';

/**
 * The student's own interviews, with their places and waits, refreshed by the live stream, else
 * every 5 s (spec §4); kept for offline. With `watching` false nothing is read (a screen that needs them only at times).
 */
export function useStudentInterviews(watching = true) {
  return useLiveSWR(
    watching ? INTERVIEWS : null,
    keptFetcher(KEPT_STUDENT_INTERVIEWS, () => api.GET(INTERVIEWS).then(dataOf)),
    {
      kinds: QUEUE_SCREEN_KINDS,
      pollMs: STUDENT_INTERVIEWS_POLL_MS,
    },
  );
}

/** The companies whose walk-in interviews are open now, refreshed as walk-ins open and close. */
export function useWalkInCompanies() {
  return useLiveSWR(WALK_IN_COMPANIES, () => api.GET(WALK_IN_COMPANIES).then(dataOf), {
    kinds: WALK_IN_KINDS,
    pollMs: STUDENT_INTERVIEWS_POLL_MS,
  });
}

/**
 * "Assign As Walk-in Interview": an interview with that company, while its walk-in is open. The
 * student's interviews are read again before answering, so the next screen already lists it.
 */
export async function takeWalkIn(companyId: string): Promise<{ interview: StudentInterviewJson; message: string }> {
  const answer = await api.POST('/interview/create-walk-in', { body: { company: companyId } });
  await mutate(INTERVIEWS);
  return { interview: answer.data, message: answer.message };
}

/**
 * "Withdraw": the student gives up one of their interviews that has not started, a reason optional.
 * Their interviews are read again, refused or not, so the screen shows it as it now is.
 */
export async function withdrawFromInterview(id: string, reason: string | null): Promise<string> {
  try {
    return (await api.POST('/interview/withdraw/{id}', { params: { path: { id } }, body: { reason } })).message;
  } finally {
    await mutate(INTERVIEWS);
  }
}
