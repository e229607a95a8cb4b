import { INTERVIEW_KINDS } from '../api/live.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { api } from '../api/api.js';
import { dataOf } from '../api/client.js';
import type { BodyAt, DataAt } from '../api/contract.js';

/** The check-in desk's calls for working offline (docs/offline.md): its roster, and its scans sent later. */

const ROSTER = '/interview/check-in-roster';

export type RosterEntryJson = DataAt<typeof ROSTER, 'get'>[number];
export type DeskScanJson = BodyAt<'/interview/check-ins', 'post'>['scans'][number];
export type ScanAnswerJson = DataAt<'/interview/check-ins', 'post'>[number];

/** The company's roster, read again whenever an interview changes while the desk is open. */
export function useCheckInRoster(enabled: boolean) {
  return useLiveSWR(enabled ? ROSTER : null, () => api.GET(ROSTER).then(dataOf), {
    kinds: INTERVIEW_KINDS,
  });
}

/** Sends scans the desk made offline; each is answered on its own, in the order sent. */
export async function sendDeskScans(scans: readonly DeskScanJson[]): Promise<readonly ScanAnswerJson[]> {
  return (await api.POST('/interview/check-ins', { body: { scans: [...scans] } })).data;
}
