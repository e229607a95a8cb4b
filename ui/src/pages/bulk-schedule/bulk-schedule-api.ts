import { api } from '../../api/api.js';
import type { DataAt } from '../../api/contract.js';
import { useReadAgainAfter } from '../../api/refresh.js';

/** Scheduling every unscheduled interview at once: the preview, then its apply. */

const PREVIEW = '/schedule/preview';

export type SchedulePreviewJson = DataAt<typeof PREVIEW, 'get'>;

/** What scheduling would give each unscheduled interview of the company (or, left out, the whole fair or the coordinator's own). */
export function usePreviewSchedule() {
  return async (companyId: string | undefined): Promise<SchedulePreviewJson> =>
    (await api.GET(PREVIEW, { params: { query: { companyId } } })).data;
}

/**
 * Apply: writes the previewed plan, refused (409) once the interviews changed since the preview.
 * Either way the interview lists are read again, since the interviews may have changed.
 */
export function useApplySchedule() {
  const readingAgain = useReadAgainAfter(
    '/interview/all-cd',
    '/interview/all-by-panel',
    '/admin/interviews',
    '/admin/all-for-admin',
  );
  return async (preview: SchedulePreviewJson): Promise<string> =>
    readingAgain(async () => {
      const body = { fingerprint: preview.fingerprint, ...(preview.companyId ? { companyId: preview.companyId } : {}) };
      return (await api.POST('/schedule/apply', { body })).message;
    });
}
