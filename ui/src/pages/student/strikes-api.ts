import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';
import { INTERVIEW_KINDS } from '../../api/live.js';
import { STUDENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';

const STRIKES = '/student/strikes';

export type StrikeJson = DataAt<typeof STRIKES, 'get'>[number];

/** The student's strikes, read again as their interviews move (a no-show marked or undone). */
export function useOwnStrikes() {
  return useLiveSWR(STRIKES, () => api.GET(STRIKES).then(dataOf), {
    kinds: INTERVIEW_KINDS,
    pollMs: STUDENT_INTERVIEWS_POLL_MS,
  });
}
