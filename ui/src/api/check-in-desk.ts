import { INTERVIEW_KINDS } from './live.js';
import { useLiveSWR } from '../live/useLiveSWR.js';
import { getJson, postJson } from './client.js';
import type { BodyOf, DataOf } from './contract.js';

/** The check-in desk's calls for working offline (docs/offline.md): its roster, and its scans sent later. */

const ROSTER = '/interview/check-in-roster';

export type RosterEntryJson = DataOf<'getCheckInRoster'>[number];
export type DeskScanJson = BodyOf<'syncDeskScans'>['scans'][number];
export type ScanAnswerJson = DataOf<'syncDeskScans'>[number];

/** The company's roster, read again whenever an interview changes while the desk is open. */
export function useCheckInRoster(enabled: boolean) {
  return useLiveSWR<RosterEntryJson[]>(enabled ? ROSTER : null, () => getJson<RosterEntryJson[]>(ROSTER), {
    kinds: INTERVIEW_KINDS,
  });
}

/** Sends scans the desk made offline; each is answered on its own, in the order sent. */
export async function sendDeskScans(scans: readonly DeskScanJson[]): Promise<ScanAnswerJson[]> {
  const body: BodyOf<'syncDeskScans'> = { scans: [...scans] };
  return (await postJson<ScanAnswerJson[]>('/interview/check-ins', body)).data;
}
