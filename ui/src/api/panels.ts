import { useLiveSWR } from '../live/useLiveSWR.js';
import { api } from './api.js';
import { dataOf } from './client.js';
import { PANEL_KINDS } from './live.js';

export const PANELS = '/panel/all';

/** The key of a company's panels, for a write that changes them. */
export const panelsKey = (companyId: string) => [PANELS, companyId] as const;

/**
 * A company's interview panels, in the order they were made, refreshed as panels are added and
 * removed (the admin's filter, the company's board, the coordinator's screens).
 */
export function useCompanyPanels(companyId: string | undefined) {
  return useLiveSWR(
    companyId ? panelsKey(companyId) : null,
    () => api.GET(PANELS, { params: { query: { id: companyId ?? '' } } }).then(dataOf),
    { kinds: PANEL_KINDS },
  );
}
