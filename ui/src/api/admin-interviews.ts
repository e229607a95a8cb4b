import type { InterviewStatus } from '../../../domain/interview.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import { INTERVIEW_KINDS } from './live.js';

/** What the admin's Interviews screen narrows the list to; '' leaves a filter out. */
export interface AdminInterviewFilter {
  readonly company: string;
  readonly panel: string;
  readonly status: InterviewStatus | '';
  /** 'true' walk-ins only, 'false' created from selections only. */
  readonly walkIn: 'true' | 'false' | '';
}

const ALL_INTERVIEWS = '/admin/all-for-admin';

/** Every interview of the fair, walk-ins included, narrowed by the server, refreshed by the live stream. */
export function useAdminInterviews(filter: AdminInterviewFilter) {
  const query = {
    company: filter.company || undefined,
    panel: filter.panel || undefined,
    status: filter.status || undefined,
    walkIn: filter.walkIn || undefined,
  };
  return useLiveSWR(
    [ALL_INTERVIEWS, filter.company, filter.panel, filter.status, filter.walkIn],
    () => api.GET(ALL_INTERVIEWS, { params: { query } }).then(dataOf),
    { kinds: INTERVIEW_KINDS, keepPreviousData: true },
  );
}
