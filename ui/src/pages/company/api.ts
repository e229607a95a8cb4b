import { COMPANY_CURRENT_INTERVIEWS_POLL_MS } from '../../live/polling.js';
import { useLiveSWR } from '../../live/useLiveSWR.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import { INTERVIEW_KINDS, QUEUE_SCREEN_KINDS, WALK_IN_KINDS } from '../../api/live.js';
import type { CompanyJson } from '../../api/types.js';

/** The calls of the company's own screens. */

const OWN_PROFILE = '/company/single';

/** The signed-in company's account, with its walk-in status kept current. */
export function useOwnCompany() {
  return useLiveSWR(OWN_PROFILE, () => api.GET(OWN_PROFILE).then(dataOf) as Promise<CompanyJson>, {
    kinds: WALK_IN_KINDS,
  });
}

const BOARD = '/interview/all-company';

/**
 * The current-interviews page, for every panel or one (`pid`), refreshed by the live stream, else
 * every 3 s (spec §4).
 */
export function useCurrentInterviews(companyId: string | undefined, panelId: string | undefined) {
  return useLiveSWR(
    companyId ? [BOARD, companyId, panelId ?? ''] : null,
    () => api.GET(BOARD, { params: { query: { company: companyId, panel: panelId } } }).then(dataOf),
    { kinds: QUEUE_SCREEN_KINDS, pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS, keepPreviousData: true },
  );
}

const INTERVIEWEES = '/interview/all-com';

/** Every interview the company has, whatever its status. */
export function useInterviewees() {
  return useLiveSWR(INTERVIEWEES, () => api.GET(INTERVIEWEES).then(dataOf), { kinds: INTERVIEW_KINDS });
}

const WALK_INS = '/interview/all-com-walking';

/** The company's walk-in interviews, refreshed by the live stream, else every 3 s. */
export function useCompanyWalkIns() {
  return useLiveSWR(WALK_INS, () => api.GET(WALK_INS).then(dataOf), {
    kinds: INTERVIEW_KINDS,
    pollMs: COMPANY_CURRENT_INTERVIEWS_POLL_MS,
  });
}
