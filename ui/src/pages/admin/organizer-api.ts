import useSWR from 'swr';
import { useLiveSWR } from '../../live/useLiveSWR.js';
import { api } from '../../api/api.js';
import { dataOf } from '../../api/client.js';
import type { DataAt } from '../../api/contract.js';
import { INTERVIEW_KINDS, PANEL_KINDS, PROMOTION_KINDS, WALK_IN_KINDS, type LiveEventKind } from '../../api/live.js';

export type FairStatsJson = DataAt<'/admin/stats', 'get'>;
export type AuditPageJson = DataAt<'/admin/audit', 'get'>;
export type AuditEntryJson = AuditPageJson['items'][number];

/** Everything the dashboard's figures move with: interviews, panels, walk-ins (admins hear them all). */
const STATS_KINDS: readonly LiveEventKind[] = [
  ...INTERVIEW_KINDS,
  ...PROMOTION_KINDS,
  ...PANEL_KINDS,
  ...WALK_IN_KINDS,
];
/** Read again this often only while the live stream is down. */
const STATS_POLL_MS = 10_000;
export const FAIR_STATS_FILE_NAME = 'fair-dashboard.xlsx';

/** The organizer's figures (GET /admin/stats), kept current by the live stream. */
export function useFairStats() {
  return useLiveSWR('/admin/stats', () => api.GET('/admin/stats').then(dataOf), {
    kinds: STATS_KINDS,
    pollMs: STATS_POLL_MS,
  });
}

export function downloadFairStats(): Promise<string> {
  return api.download('/admin/stats.xlsx', FAIR_STATS_FILE_NAME);
}

/** One page of the audit log whose action, e-mail or summary holds `text`, newest first. */
export function useAuditPage(text: string, page: number) {
  return useSWR(
    ['/admin/audit', text, page],
    () => api.GET('/admin/audit', { params: { query: { text, page: String(page) } } }).then(dataOf),
    { keepPreviousData: true },
  );
}
